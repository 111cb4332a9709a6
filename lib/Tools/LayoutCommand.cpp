//===- LayoutCommand.cpp - `cute-nvgpu layout` subcommand -----------------===//

#include "cute-nvgpu/Tools/LayoutCommand.h"
#include "cute-nvgpu/Layout/Layout.h"
#include "cute-nvgpu/Tools/Options.h"

#include <fstream>
#include <limits>
#include <sstream>

namespace cute_nvgpu::tools {

using namespace cute_nvgpu::layout;

namespace {

const char *const kUsage =
    "usage: cute-nvgpu layout OP OPERAND...\n"
    "\n"
    "Evaluate CuTe layout algebra. Layouts are written in CuTe notation\n"
    "(quote them for the shell): 8:1, (4,8):(1,4), (2,(1,6)):(1,(6,2)),\n"
    "Sw<3,4,3> o 0 o (8,64):(64,1), (4,8):(1@0,1@1). A TILER is a layout,\n"
    "a by-mode tiler <3:3,(2,4):(1,8)> or <2,4>, or a shape (2,4).\n"
    "\n"
    "operations:\n"
    "  size LAYOUT                  number of elements\n"
    "  cosize LAYOUT                codomain size (max value + 1)\n"
    "  rank LAYOUT                  number of top-level modes\n"
    "  depth LAYOUT                 nesting depth of the shape\n"
    "  coalesce LAYOUT              simplify, keeping the function\n"
    "  composition LAYOUT TILER     LAYOUT o TILER\n"
    "  complement LAYOUT [INT]      complement up to cosize INT\n"
    "  logical_divide LAYOUT TILER\n"
    "  zipped_divide LAYOUT TILER\n"
    "  tiled_divide LAYOUT TILER\n"
    "  logical_product LAYOUT TILER\n"
    "  blocked_product LAYOUT LAYOUT\n"
    "  raked_product LAYOUT LAYOUT\n"
    "  right_inverse LAYOUT\n"
    "  left_inverse LAYOUT\n"
    "  eval LAYOUT INT              value at a linear (column-major) index\n"
    "  filter LAYOUT                drop stride-0 and size-1 modes, coalesce\n"
    "  flat_divide LAYOUT TILER\n"
    "  zipped_product LAYOUT TILER\n"
    "  tiled_product LAYOUT TILER\n"
    "  flat_product LAYOUT TILER\n"
    "  tile_to_shape LAYOUT SHAPE [ORDER]  repeat LAYOUT to cover SHAPE\n"
    "  max_common_vector LAYOUT LAYOUT\n"
    "  max_common_layout LAYOUT LAYOUT\n"
    "  recast LAYOUT FROM_BITS TO_BITS  the layout for other element widths\n"
    "  draw LAYOUT [-o FILE.svg]    draw a rank-1/rank-2 layout as an SVG grid\n"
    "                               (to stdout without -o)\n"
    "\n"
    "INT: decimal digits, no sign; COSIZE_HI >= 1, INDEX >= 0, below 2^63.\n"
    "A layout that starts with '-' goes after '--'.\n";

const char *const kOps[] = {
    "size",           "cosize",          "rank",           "depth",
    "coalesce",       "composition",     "complement",     "logical_divide",
    "zipped_divide",  "tiled_divide",    "logical_product", "blocked_product",
    "raked_product",  "right_inverse",   "left_inverse",   "eval",
    "draw",
    "filter",         "flat_divide",     "zipped_product", "tiled_product",
    "flat_product",   "tile_to_shape",   "max_common_vector",
    "max_common_layout", "recast"};

struct Cmd {
  std::ostream &out;
  std::ostream &err;

  int fail(const std::string &msg) {
    err << "error: " << msg << "\n";
    return 1;
  }
  int print(const std::string &s) {
    out << s << "\n";
    return 0;
  }

  bool any(const std::string &text, const char *name, AnyLayout &res,
           std::string &msg) {
    Result<AnyLayout> r = parseAnyLayout(text);
    if (!r.ok()) {
      msg = std::string(name) + ": " + formatError(r.error());
      return false;
    }
    res = *r;
    return true;
  }

  bool tiler(const std::string &text, Tiler &res, std::string &msg) {
    Result<Tiler> r = parseTiler(text);
    if (!r.ok()) {
      msg = "TILER: " + formatError(r.error());
      return false;
    }
    res = *r;
    return true;
  }

  /// A whole number given on the command line (COSIZE_HI, INDEX): exact
  /// decimal digits, checked for overflow, at least `min`.
  int intOperand(const std::string &text, const char *name, int64_t &v,
                 int64_t min = 0) {
    std::string msg;
    std::optional<uint64_t> n =
        parseCount(text, name, static_cast<uint64_t>(min),
                   std::numeric_limits<int64_t>::max(), msg);
    if (!n)
      return fail(msg);
    v = static_cast<int64_t>(*n);
    return 0;
  }

  template <typename T> int emit(const Result<T> &r) {
    if (!r.ok())
      return fail(r.error().message);
    return print(toString(*r));
  }
  /// The result of a divide, product or tile_to_shape of `a`: for a
  /// composed layout, `inner` is its tiled inner layout and the outer
  /// function and offset are kept (CuTe layout_composed.hpp).
  int emitTiled(const AnyLayout &a, const Result<Layout> &inner) {
    if (!a.isComposed() || !inner.ok())
      return emit(inner);
    ComposedLayout r = a.composed();
    r.layout = *inner;
    return print(toString(r));
  }

  int run(const std::vector<std::string> &args);
  int runCuteAdditions(const std::string &op,
                       const std::vector<std::string> &ops);
  int draw(const std::vector<std::string> &operands, const std::string *file);
};

int arityError(Cmd &c, const std::string &op, const char *form, size_t got) {
  return c.fail(op + ": expected " + form + ", got " + std::to_string(got) +
                " operand" + (got == 1 ? "" : "s"));
}

std::string opList() {
  std::string s;
  for (const char *op : kOps) {
    if (!s.empty())
      s += ", ";
    s += op;
  }
  return s;
}

const Layout *plainLayout(const AnyLayout &a) {
  return a.isLayout() ? &a.layout() : nullptr;
}

/// The layout a divide, product or tile_to_shape tiles: the layout itself,
/// or a composed layout's inner layout.
const Layout *tiledLayout(const AnyLayout &a) {
  return a.isComposed() ? &a.composed().layout : plainLayout(a);
}

int Cmd::run(const std::vector<std::string> &args) {
  const std::string &op = args[0];
  std::string msg;
  bool known = false;
  for (const char *k : kOps)
    known |= op == k;
  if (!known)
    return fail((op[0] == '-' ? "unknown option '" + op + "'"
                              : "unknown layout operation '" + op + "'") +
                "; valid operations: " + opList());
  // Operations take operands only; draw also takes -o FILE.
  std::optional<ParsedOptions> parsed = parseOptions(
      std::vector<std::string>(args.begin() + 1, args.end()),
      op == "draw" ? std::initializer_list<OptionSpec>{{"-o", true}}
                   : std::initializer_list<OptionSpec>{},
      msg);
  if (!parsed)
    return fail(msg);
  if (answeredHelpOrVersion(*parsed, kUsage, out))
    return 0;
  const std::vector<std::string> &ops = parsed->positional;
  size_t n = ops.size();
  if (op == "draw")
    return draw(ops, parsed->value("-o"));
  if (int rc = runCuteAdditions(op, ops); rc != -1)
    return rc;

  // Unary queries and transforms.
  if (op == "size" || op == "cosize" || op == "rank" || op == "depth" ||
      op == "coalesce" || op == "right_inverse" || op == "left_inverse") {
    if (n != 1)
      return arityError(*this, op, "1 operand (LAYOUT)", n);
    AnyLayout a;
    if (!any(ops[0], "LAYOUT", a, msg))
      return fail(msg);
    if (op == "rank" || op == "depth") {
      const IntTuple &shape = a.isLayout()     ? a.layout().shape
                              : a.isComposed() ? a.composed().layout.shape
                                               : a.tuple();
      return print(std::to_string(op == "rank" ? shape.rank()
                                               : shape.depth()));
    }
    if (op == "size") {
      const IntTuple &shape = a.isLayout()     ? a.layout().shape
                              : a.isComposed() ? a.composed().layout.shape
                                               : a.tuple();
      Result<int64_t> s = size(shape);
      if (!s.ok())
        return fail(s.error().message);
      return print(std::to_string(*s));
    }
    if (op == "coalesce" && a.isComposed())
      return emit(coalesce(a.composed()));
    const Layout *l = plainLayout(a);
    if (!l)
      return fail(op + ": LAYOUT must be a plain layout SHAPE:STRIDE");
    if (op == "cosize") {
      Result<int64_t> s = cosize(*l);
      if (!s.ok())
        return fail(s.error().message);
      return print(std::to_string(*s));
    }
    if (op == "coalesce")
      return emit(coalesce(*l));
    if (op == "right_inverse")
      return emit(rightInverse(*l));
    return emit(leftInverse(*l));
  }

  if (op == "complement") {
    if (n != 1 && n != 2)
      return arityError(*this, op, "LAYOUT [INT]", n);
    AnyLayout a;
    if (!any(ops[0], "LAYOUT", a, msg))
      return fail(msg);
    const Layout *l = plainLayout(a);
    if (!l)
      return fail(op + ": LAYOUT must be a plain layout SHAPE:STRIDE");
    if (n == 1)
      return emit(complement(*l));
    int64_t hi;
    if (intOperand(ops[1], "COSIZE_HI", hi, /*min=*/1))
      return 1;
    return emit(complement(*l, hi));
  }

  if (op == "eval") {
    if (n != 2)
      return arityError(*this, op, "2 operands (LAYOUT INT)", n);
    AnyLayout a;
    if (!any(ops[0], "LAYOUT", a, msg))
      return fail(msg);
    int64_t idx;
    if (intOperand(ops[1], "INDEX", idx))
      return 1;
    if (a.isLayout() && hasScaledBasis(a.layout())) {
      Result<IntTuple> r = evalBasis(a.layout(), idx);
      if (!r.ok())
        return fail(r.error().message);
      return print(toString(*r));
    }
    Result<int64_t> r = eval(a, idx);
    if (!r.ok())
      return fail(r.error().message);
    return print(std::to_string(*r));
  }

  // Binary operations: LAYOUT TILER.
  if (n != 2)
    return arityError(*this, op, "2 operands (LAYOUT TILER)", n);
  AnyLayout a;
  if (!any(ops[0], "LAYOUT", a, msg))
    return fail(msg);
  if (op == "blocked_product" || op == "raked_product") {
    size_t i = ops[1].find_first_not_of(" \t\n");
    if (i != std::string::npos && ops[1][i] == '<')
      return fail("TILER: " + op +
                  " needs a layout or shape, not a by-mode tiler");
    Result<Layout> b = parseLayoutOrShape(ops[1]);
    if (!b.ok())
      return fail("TILER: " + formatError(b.error()));
    const Layout *l = tiledLayout(a);
    if (!l)
      return fail(op + ": LAYOUT must be a layout SHAPE:STRIDE");
    Tiler t;
    t.layout = *b;
    return emitTiled(a, op == "blocked_product" ? blockedProduct(*l, t)
                                                : rakedProduct(*l, t));
  }
  Tiler t;
  if (!tiler(ops[1], t, msg))
    return fail(msg);
  if (a.isTupleForm())
    return fail(op + ": LAYOUT must be a layout SHAPE:STRIDE");
  using Fn = Result<Layout> (*)(const Layout &, const Tiler &);
  Fn fn = nullptr;
  if (op == "composition")
    fn = [](const Layout &x, const Tiler &y) { return composition(x, y); };
  else if (op == "logical_divide")
    fn = logicalDivide;
  else if (op == "zipped_divide")
    fn = zippedDivide;
  else if (op == "tiled_divide")
    fn = tiledDivide;
  else if (op == "logical_product")
    fn = logicalProduct;
  if (!fn)
    return fail("unknown layout operation '" + op + "'");
  // CuTe forwards composition, the divides and the products of a
  // ComposedLayout to its inner layout.
  return emitTiled(a, fn(*tiledLayout(a), t));
}

/// The operations added for CuTe 4.x parity; -1 when `op` is not one of them.
int Cmd::runCuteAdditions(const std::string &op,
                          const std::vector<std::string> &ops) {
  size_t n = ops.size();
  std::string msg;
  auto plain = [&](const std::string &text, const char *name, Layout &out) {
    AnyLayout a;
    if (!any(text, name, a, msg))
      return false;
    if (!a.isLayout()) {
      msg = op + ": " + name + " must be a plain layout SHAPE:STRIDE";
      return false;
    }
    out = a.layout();
    return true;
  };
  // A layout or a composed layout, as the divides and products take them.
  auto tiled = [&](const std::string &text, AnyLayout &out) {
    if (!any(text, "LAYOUT", out, msg))
      return false;
    if (!tiledLayout(out)) {
      msg = op + ": LAYOUT must be a layout SHAPE:STRIDE";
      return false;
    }
    return true;
  };
  if (op == "filter") {
    if (n != 1)
      return arityError(*this, op, "1 operand (LAYOUT)", n);
    Layout l;
    if (!plain(ops[0], "LAYOUT", l))
      return fail(msg);
    return emit(filter(l));
  }
  if (op == "flat_divide" || op == "zipped_product" ||
      op == "tiled_product" || op == "flat_product") {
    if (n != 2)
      return arityError(*this, op, "2 operands (LAYOUT TILER)", n);
    AnyLayout a;
    if (!tiled(ops[0], a))
      return fail(msg);
    Tiler t;
    if (!tiler(ops[1], t, msg))
      return fail(msg);
    const Layout &l = *tiledLayout(a);
    if (op == "flat_divide")
      return emitTiled(a, flatDivide(l, t));
    if (op == "zipped_product")
      return emitTiled(a, zippedProduct(l, t));
    if (op == "tiled_product")
      return emitTiled(a, tiledProduct(l, t));
    return emitTiled(a, flatProduct(l, t));
  }
  if (op == "tile_to_shape") {
    if (n != 2 && n != 3)
      return arityError(*this, op, "LAYOUT SHAPE [ORDER]", n);
    AnyLayout a;
    if (!tiled(ops[0], a))
      return fail(msg);
    const Layout &l = *tiledLayout(a);
    Result<IntTuple> shape = parseIntTuple(ops[1]);
    if (!shape.ok())
      return fail("SHAPE: " + formatError(shape.error()));
    if (n == 2)
      return emitTiled(a, tileToShape(l, *shape));
    Result<IntTuple> order = parseIntTuple(ops[2]);
    if (!order.ok())
      return fail("ORDER: " + formatError(order.error()));
    return emitTiled(a, tileToShape(l, *shape, &*order));
  }
  if (op == "max_common_vector" || op == "max_common_layout") {
    if (n != 2)
      return arityError(*this, op, "2 operands (LAYOUT LAYOUT)", n);
    Layout a, b;
    if (!plain(ops[0], "LAYOUT", a) || !plain(ops[1], "LAYOUT2", b))
      return fail(msg);
    if (op == "max_common_layout")
      return emit(maxCommonLayout(a, b));
    Result<int64_t> v = maxCommonVector(a, b);
    if (!v.ok())
      return fail(v.error().message);
    return print(std::to_string(*v));
  }
  if (op == "recast") {
    if (n != 3)
      return arityError(*this, op, "3 operands (LAYOUT FROM_BITS TO_BITS)", n);
    AnyLayout a;
    if (!any(ops[0], "LAYOUT", a, msg))
      return fail(msg);
    int64_t from, to;
    if (intOperand(ops[1], "FROM_BITS", from) ||
        intOperand(ops[2], "TO_BITS", to))
      return 1;
    return emit(recast(a, from, to));
  }
  return -1;
}

const char *const kPalette[8] = {"#fbb4ae", "#b3cde3", "#ccebc5", "#decbe4",
                                 "#fed9a6", "#ffffcc", "#e5d8bd", "#fddaec"};

std::string xmlEscape(const std::string &s) {
  std::string r;
  for (char ch : s) {
    switch (ch) {
    case '<':
      r += "&lt;";
      break;
    case '>':
      r += "&gt;";
      break;
    case '&':
      r += "&amp;";
      break;
    case '"':
      r += "&quot;";
      break;
    default:
      r += ch;
    }
  }
  return r;
}

int Cmd::draw(const std::vector<std::string> &operands,
              const std::string *file) {
  if (operands.empty())
    return fail("draw: missing LAYOUT; usage: draw LAYOUT [-o FILE.svg]");
  if (operands.size() > 1)
    return fail("draw: unexpected operand '" + operands[1] +
                "'; usage: draw LAYOUT [-o FILE.svg]");
  if (file && file->empty())
    return fail("draw: '-o' needs a file name");
  const std::string &layoutText = operands[0];
  AnyLayout a;
  std::string msg;
  if (!any(layoutText, "LAYOUT", a, msg))
    return fail(msg);
  if (a.isTupleForm())
    return fail("draw: LAYOUT must be a layout SHAPE:STRIDE");
  const Layout &l = a.isComposed() ? a.composed().layout : a.layout();
  if (hasScaledBasis(l))
    return fail("draw: scaled-basis layouts cannot be drawn");
  if (!isStatic(l))
    return fail("draw: layout has dynamic ('?') values");
  int r = l.shape.rank();
  if (r > 2)
    return fail("draw: only rank-1 and rank-2 layouts can be drawn (rank is " +
                std::to_string(r) + ")");
  Result<int64_t> total = size(l);
  if (!total.ok())
    return fail("draw: " + total.error().message);
  if (*total > 4096)
    return fail("draw: layout has " + std::to_string(*total) +
                " cells; at most 4096 can be drawn");
  int64_t rows = *total, cols = 1;
  if (r == 2) {
    rows = *size(getMode(l, 0).shape);
    cols = *size(getMode(l, 1).shape);
  }
  std::vector<int64_t> vals((size_t)*total);
  for (int64_t i = 0; i < *total; ++i) {
    Result<int64_t> v = eval(a, i);
    if (!v.ok())
      return fail("draw: " + v.error().message);
    vals[(size_t)i] = *v;
  }
  const int cw = 44, ch = 26, left = 36, top = 44;
  int64_t width = left + cols * cw + 8, height = top + rows * ch + 8;
  std::ostringstream svg;
  std::string title = xmlEscape(toString(a));
  svg << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width
      << "\" height=\"" << height << "\" viewBox=\"0 0 " << width << " "
      << height << "\" font-family=\"monospace\" font-size=\"12\">\n"
      << "<title>" << title << "</title>\n"
      << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      << "<text x=\"4\" y=\"14\">" << title << "</text>\n";
  for (int64_t n = 0; n < cols; ++n)
    svg << "<text x=\"" << left + n * cw + cw / 2 << "\" y=\"" << top - 8
        << "\" text-anchor=\"middle\" fill=\"#555\">" << n << "</text>\n";
  for (int64_t m = 0; m < rows; ++m) {
    svg << "<text x=\"" << left - 6 << "\" y=\"" << top + m * ch + ch / 2 + 4
        << "\" text-anchor=\"end\" fill=\"#555\">" << m << "</text>\n";
    for (int64_t n = 0; n < cols; ++n) {
      int64_t v = vals[(size_t)(m + n * rows)];
      int color = (int)(((v % 8) + 8) % 8);
      int64_t x = left + n * cw, y = top + m * ch;
      svg << "<rect x=\"" << x << "\" y=\"" << y << "\" width=\"" << cw
          << "\" height=\"" << ch << "\" fill=\"" << kPalette[color]
          << "\" stroke=\"black\" stroke-width=\"1\"/>"
          << "<text x=\"" << x + cw / 2 << "\" y=\"" << y + ch / 2 + 4
          << "\" text-anchor=\"middle\">" << v << "</text>\n";
    }
  }
  svg << "</svg>\n";
  if (!file || *file == "-") {
    out << svg.str();
    return 0;
  }
  std::ofstream f(*file, std::ios::binary);
  if (!f)
    return fail("draw: cannot open '" + *file + "' for writing");
  f << svg.str();
  f.close();
  if (!f)
    return fail("draw: failed writing '" + *file + "'");
  return print("wrote " + *file + " (" + std::to_string(rows) + "x" +
               std::to_string(cols) + " cells)");
}

} // namespace

int runLayoutCommand(const std::vector<std::string> &args, std::ostream &out,
                     std::ostream &err) {
  if (args.empty()) {
    err << "error: layout needs an operation (see 'cute-nvgpu layout "
           "--help')\n";
    return 1;
  }
  if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    out << kUsage;
    return 0;
  }
  if (args[0] == "--version") {
    out << versionString() << "\n";
    return 0;
  }
  Cmd c{out, err};
  return c.run(args);
}

} // namespace cute_nvgpu::tools
