//===- Layout.h - CuTe layout algebra (plain C++) ---------------*- C++ -*-===//
//
// The CuTe layout algebra (NVIDIA CuTe's include/cute/layout.hpp,
// swizzle.hpp, numeric/arithmetic_tuple.hpp, and CuTe IR's algebra on
// dynamic leaves). No MLIR dependency: the `cute` dialect, the verifiers and
// the `cute-nvgpu layout` CLI all call into this one library, which has one
// implementation of each operation; where CuTe C++ and CuTe IR answer
// differently the operation takes a Semantics.
//
// Errors are values (`Result<T>`), never exceptions or asserts: bad user
// input must become a diagnostic.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LAYOUT_LAYOUT_H
#define CUTE_NVGPU_LAYOUT_LAYOUT_H

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace cute_nvgpu::layout {

//===----------------------------------------------------------------------===//
// Result
//===----------------------------------------------------------------------===//

/// A value or an error message. `pos` is the byte offset into parsed text for
/// parse errors (npos otherwise).
struct Error {
  std::string message;
  size_t pos = std::string::npos;
};

template <typename T> class Result {
public:
  Result(T v) : v_(std::move(v)) {}
  Result(Error e) : v_(std::move(e)) {}
  static Result fail(std::string msg, size_t pos = std::string::npos) {
    return Result(Error{std::move(msg), pos});
  }
  bool ok() const { return std::holds_alternative<T>(v_); }
  explicit operator bool() const { return ok(); }
  const T &value() const { return std::get<T>(v_); }
  T &value() { return std::get<T>(v_); }
  const T &operator*() const { return value(); }
  const T *operator->() const { return &value(); }
  const Error &error() const { return std::get<Error>(v_); }

private:
  std::variant<T, Error> v_;
};

//===----------------------------------------------------------------------===//
// Semantics
//===----------------------------------------------------------------------===//

/// Whose answers an operation gives where NVIDIA's two CuTe algebras differ.
/// Each operation has one implementation that takes this parameter.
///   CuteCpp: CuTe C++ (include/cute/layout.hpp), what the `cute-nvgpu layout`
///            CLI computes (checked against CuTe's own printed results).
///   CuteIR:  CuTe IR, NVIDIA's MLIR dialect (pycute's algebra), what the
///            `cute` dialect's type inference computes, on static and
///            dynamic leaves. It differs where CuTe IR does: complement
///            without a cotarget keeps an open-ended trailing "rest" mode,
///            composition extends the last mode of its left operand,
///            logical_product uses complement(A) with no cotarget,
///            logical_divide uses complement_extend, coalesce keeps the last
///            mode's stride when every mode has extent 1.
enum class Semantics { CuteCpp, CuteIR };

namespace dyn {
/// Sees each leaf operation on a dynamic value (Dynamic.h). The entry points
/// below that can compute a dynamic leaf take one as their trailing
/// argument; null (the default) computes types only.
class Tracer;
} // namespace dyn

/// The largest rank (number of top-level modes) an operation may build:
/// append/prepend to a rank, repeat, make_ordered_layout ... refuse more, so
/// a typo such as append_to_rank<100000000> is an error, not an allocation
/// of gigabytes.
constexpr int kMaxRank = 4096;
/// The deepest nesting a value may have: the parsers refuse deeper text
/// ("nesting too deep"), and the algebra refuses a result that would nest
/// deeper, so every value it builds can be printed and read back.
constexpr int kMaxDepth = 64;

//===----------------------------------------------------------------------===//
// IntTuple
//===----------------------------------------------------------------------===//

/// A hierarchical integer tuple. A leaf is one of
///   - a static integer             `8`
///   - a dynamic integer            `?`   (value unknown at compile time),
///     optionally annotated as CuTe IR does: `?{i64}` (a 64-bit value; 32
///     bits is the default and is not written), `?{div=8}` (known to be a
///     multiple of 8), `?{i64 div=8}`
///   - a scaled basis element       `4@0`, `5@1@0` (coefficient times E<modes>)
///   - an underscore                `_`   (CuTe's Underscore: a coordinate
///     or tile mode that is kept whole, as in `(_,0)` or `[_;4:1]`)
///   - CuTe IR's error leaf         `x`   (what CuTe IR writes where its
///     algebra could not compute a leaf, as in `((4,8),x)`); only the
///     lenient CuTe IR reader (parseCuteIRUnchecked) reads it, in an int
///     tuple, so that such a type can be written; nothing computes with
///     it
/// and a non-leaf is a tuple of IntTuples `(a,b,...)` (possibly empty `()`).
///
/// The annotations are facts about the unknown value, not a value: the
/// algebra still refuses dynamic leaves ("this operation needs static
/// integers"), and `_` is refused wherever a number is needed.
class IntTuple {
public:
  enum class Kind { Static, Dynamic, Basis, Tuple, Underscore, Error };

  IntTuple() : kind_(Kind::Static), value_(0) {}
  static IntTuple integer(int64_t v);
  /// A plain `?`: 32-bit, divisibility 1 (nothing known).
  static IntTuple dynamic();
  /// An annotated dynamic leaf. `bits` is 32 or 64; `divisibility` >= 1
  /// (1 means nothing is known). dynamic(32, 1) == dynamic().
  static IntTuple dynamic(int bits, int64_t divisibility);
  /// coefficient * E<modes[0], modes[1], ...> (modes[0] is the outermost
  /// mode, as in CuTe's ScaledBasis<T,N0,N1,...>). Printed like CuTe, modes
  /// in reverse: basis(5, {0,1}) == E<0,1>*5 prints `5@1@0`.
  static IntTuple basis(int64_t coefficient, std::vector<int> modes);
  /// A scaled basis whose coefficient is a dynamic value (`?@0`,
  /// `?{i64}@1@0`): annotated like a dynamic leaf.
  static IntTuple dynamicBasis(int bits, int64_t divisibility,
                               std::vector<int> modes);
  /// A scaled basis whose coefficient is the ratio num/den (`1/2@0`), as
  /// CuTe IR's parser reads it. Nothing computes with it: the `cute`
  /// dialect's verifiers refuse it with CuTe IR's diagnostic.
  static IntTuple ratioBasis(int64_t num, int64_t den, std::vector<int> modes);
  static IntTuple tuple(std::vector<IntTuple> elems);
  static IntTuple underscore();
  static IntTuple error();

  Kind kind() const { return kind_; }
  bool isLeaf() const { return kind_ != Kind::Tuple; }
  bool isTuple() const { return kind_ == Kind::Tuple; }
  bool isStaticInt() const { return kind_ == Kind::Static; }
  bool isDynamic() const { return kind_ == Kind::Dynamic; }
  bool isBasis() const { return kind_ == Kind::Basis; }
  bool isUnderscore() const { return kind_ == Kind::Underscore; }
  bool isError() const { return kind_ == Kind::Error; }

  /// Static value or basis coefficient.
  int64_t value() const { return value_; }
  /// Dynamic leaves only: the integer width in bits (32 or 64) and the
  /// known divisibility (1 when nothing is known).
  int dynamicBits() const { return bits_; }
  int64_t divisibility() const { return div_; }
  const std::vector<int> &basisModes() const { return modes_; }
  /// Basis leaves only: the coefficient is dynamic (dynamicBits() and
  /// divisibility() describe it; value() is meaningless), or a ratio
  /// value() / basisDenominator() (denominator 1 for an integer).
  bool basisIsDynamic() const { return coefDynamic_; }
  int64_t basisDenominator() const { return den_; }
  const std::vector<IntTuple> &elems() const { return elems_; }
  /// rank: number of top-level modes (1 for a leaf).
  int rank() const;
  /// depth: 0 for a leaf, 1 + max depth of elements for a tuple.
  int depth() const;
  const IntTuple &operator[](int i) const { return elems_[i]; }

  /// Structural equality; dynamic leaves compare their width and
  /// divisibility (`?` != `?{div=8}`: they describe different facts).
  bool operator==(const IntTuple &o) const;
  bool operator!=(const IntTuple &o) const { return !(*this == o); }

private:
  Kind kind_;
  int64_t value_ = 0;
  int bits_ = 32;
  int64_t div_ = 1;
  bool coefDynamic_ = false;
  int64_t den_ = 1;
  std::vector<int> modes_;
  std::vector<IntTuple> elems_;
};

//===----------------------------------------------------------------------===//
// Layouts
//===----------------------------------------------------------------------===//

/// shape:stride. The shape and stride are congruent IntTuples.
struct Layout {
  IntTuple shape;
  IntTuple stride;
  bool operator==(const Layout &o) const {
    return shape == o.shape && stride == o.stride;
  }
  bool operator!=(const Layout &o) const { return !(*this == o); }
};

/// The one rule for a valid Swizzle<B,M,S>, shared by the parser, the library
/// and the `cute` dialect's verifiers: CuTe's static_asserts (B >= 0, M >= 0,
/// |S| >= B) plus its masks fitting the 32-bit `int` constants that CuTe
/// builds them in (B + M + |S| <= 31).
bool isValidSwizzle(int64_t B, int64_t M, int64_t S);
/// The wording of that rule for diagnostics: "requires ...".
extern const char *const kSwizzleRequirement;

/// CuTe Swizzle<B,M,S>: with yyy_msk = ((1<<B)-1) << (M + max(0,S)) and
/// zzz_msk = ((1<<B)-1) << (M - min(0,S)), f(x) = x ^ ((x & yyy_msk) >> S)
/// (shift left for negative S). Requires B >= 0, M >= 0, |S| >= B.
struct Swizzle {
  int B = 0, M = 0, S = 0;
  int64_t apply(int64_t x) const;
  bool operator==(const Swizzle &o) const {
    return B == o.B && M == o.M && S == o.S;
  }
};

/// CuTe ComposedLayout<Swizzle, Offset, Layout>: `Sw<B,M,S> o off o layout`,
/// f(c) = sw(off + layout(c)).
///
/// The outer function (applied last) is the swizzle, or, when `outerLayout`
/// is set, that layout (CuTe ComposedLayout<Layout, Offset, Layout>, CuTe IR
/// `(4,5):(1,4) o 2 o (2,3):(1,2)`); `swizzle` is then unused and stays
/// Sw<0,0,0>. CuTe IR's diagnostics call the two parts the other way round:
/// its "inner" is our outer function, its "outer" our `layout`. The offset
/// may be a tuple (`(0,0)`) when `layout` has scaled-basis strides.
///
/// With ptrBits != 0 it is CuTe's ComposedLayout<Swizzle,
/// smem_ptr_flag_bits<ptrBits>, Layout>, printed `Sw<B,M,S> o
/// smem_ptr[16b](unset) o layout`: the swizzle acts on BYTE addresses of a
/// ptrBits-wide element pointer (CuTe's swizzle_ptr convention), the offset
/// is 0, and in element units the function is elementSwizzle(*this) o layout.
struct ComposedLayout {
  Swizzle swizzle;
  IntTuple offset; // usually a static integer
  Layout layout;
  int ptrBits = 0;
  std::optional<Layout> outerLayout;
  /// The outer function is a layout, not a swizzle.
  bool hasOuterLayout() const { return outerLayout.has_value(); }
  bool operator==(const ComposedLayout &o) const {
    return swizzle == o.swizzle && offset == o.offset && layout == o.layout &&
           ptrBits == o.ptrBits && outerLayout == o.outerLayout;
  }
};

/// Any textual layout value: a plain Layout, a ComposedLayout, or a bare
/// IntTuple written without `:` (used e.g. for seed 002's `(4@0, 32@1)`).
struct AnyLayout {
  std::variant<Layout, ComposedLayout, IntTuple> v;
  bool isLayout() const { return std::holds_alternative<Layout>(v); }
  bool isComposed() const { return std::holds_alternative<ComposedLayout>(v); }
  bool isTupleForm() const { return std::holds_alternative<IntTuple>(v); }
  const Layout &layout() const { return std::get<Layout>(v); }
  const ComposedLayout &composed() const { return std::get<ComposedLayout>(v); }
  const IntTuple &tuple() const { return std::get<IntTuple>(v); }
  bool operator==(const AnyLayout &o) const { return v == o.v; }
};

/// A by-mode tiler `<L0,L1,...>` (each element a Layout; a bare shape element
/// `4` means `4:1`), or a plain Layout used as a whole-layout tiler.
struct Tiler {
  bool byMode = false;
  std::vector<Layout> modes; // byMode
  Layout layout;             // !byMode
  /// Which of `modes` (or, for !byMode, whether `layout`) were written as a
  /// bare integer N. CuTe's composition reads such an N as N:1, but the
  /// divides and products read it as make_layout(N), which is 1:0 for N == 1.
  std::vector<bool> modeIsInt;
  bool layoutIsInt = false;
};

/// The layout CuTe's divides and products use for tiler element `l`:
/// make_layout(N) for a bare integer N (1:0 when N == 1), else `l`.
Layout tilerElementLayout(const Layout &l, bool isInt);

//===----------------------------------------------------------------------===//
// Printing and parsing (CuTe notation, no underscores)
//===----------------------------------------------------------------------===//

std::string toString(const IntTuple &t);   // `(2,(1,6))`, `?`, `4@0`
std::string toString(const Layout &l);     // `(2,(1,6)):(1,(6,2))`, `8:1`
std::string toString(const Swizzle &s);    // `Sw<3,4,3>`
std::string toString(const ComposedLayout &c); // `Sw<3,4,3> o 0 o (64,64):(64,1)`
/// Tuple form prints with ", " separators (`(4@0, 32@1)`), as seed 002 spells it.
std::string toString(const AnyLayout &l);
std::string toString(const Tiler &t);      // `<3:3,(2,4):(1,8)>`

/// Whitespace is allowed between tokens. Errors carry the byte offset and
/// say what was expected, e.g. "expected ')' or ','".
Result<IntTuple> parseIntTuple(std::string_view text);
Result<Layout> parseLayout(std::string_view text);
Result<AnyLayout> parseAnyLayout(std::string_view text);
/// A tiler: `<...>` by-mode (elements are layouts or shapes), or a layout.
Result<Tiler> parseTiler(std::string_view text);
/// "at column N: MSG" (1-based) for parse errors; MSG otherwise.
std::string formatError(const Error &e);

//===----------------------------------------------------------------------===//
// CuTe IR spelling
//===----------------------------------------------------------------------===//
//
// Two spellings exist for the same values. CuTe notation (toString /
// parseLayout above) is what CuTe's C++ print() shows, minus the `_` prefix
// of static integers: the form people paste from CUTLASS code and
// documentation, and what the CLI and the tests speak (`Sw<3,4,3> o 0 o L`,
// tilers `<8:1,4:1>`). CuTe IR, NVIDIA's MLIR dialect behind the CuTe DSL,
// stores layouts, int tuples and tiles as quoted strings inside its types
// (`!cute.layout<"(?{div=8},4):(1,?{i64})">`) with its own spelling:
// annotated dynamic leaves, `S<B,M,S>` swizzles, tiles `[8:1;_;(2,2):(1,2)]`
// and `_` in coordinates. The `cute` dialect reads and writes those strings
// through parseCuteIR/printCuteIR so that IR produced by the CuTe DSL
// round-trips byte for byte; both spellings build the same C++ values.

struct Tile;

/// A tile mode that is itself a tile (`[[4:1;8:1];_]`). Shared and
/// immutable, compared by value.
struct NestedTile {
  std::shared_ptr<const Tile> tile;
  const Tile &operator*() const { return *tile; }
  const Tile *operator->() const { return tile.get(); }
  bool operator==(const NestedTile &o) const;
};

/// A CuTe IR tile `[M0;M1;...]`: mode i is a layout, a shape (an IntTuple
/// of positive or dynamic extents), `_` (IntTuple::underscore(): the whole
/// mode, untiled), or a nested tile.
struct Tile {
  using Mode = std::variant<IntTuple, Layout, NestedTile>;
  std::vector<Mode> modes;
  bool operator==(const Tile &o) const { return modes == o.modes; }
};

inline bool NestedTile::operator==(const NestedTile &o) const {
  return *tile == *o.tile;
}

inline NestedTile nestTile(Tile t) {
  return NestedTile{std::make_shared<const Tile>(std::move(t))};
}

/// The by-mode Tiler the algebra uses for a tile whose modes are layouts or
/// static integers N (read as CuTe reads them, see Tiler::modeIsInt). `_`
/// modes, nested tiles, tuple shapes and dynamic extents are refused with an
/// Error.
Result<Tiler> toTiler(const Tile &t);

/// One value written in CuTe IR's spelling.
struct CuteIRValue {
  enum class Kind { IntTuple, Layout, Composed, Swizzle, Tile };
  /// Index order matches Kind.
  std::variant<IntTuple, Layout, ComposedLayout, Swizzle, Tile> v;

  Kind kind() const { return static_cast<Kind>(v.index()); }
  const IntTuple &intTuple() const { return std::get<IntTuple>(v); }
  const Layout &layout() const { return std::get<Layout>(v); }
  const ComposedLayout &composed() const { return std::get<ComposedLayout>(v); }
  const Swizzle &swizzle() const { return std::get<Swizzle>(v); }
  const Tile &tile() const { return std::get<Tile>(v); }
  bool operator==(const CuteIRValue &o) const { return v == o.v; }
};

/// Parse CuTe IR's spelling; the form picks the kind:
///   `[`...`]`                      Tile
///   `S<B,M,S>`                     Swizzle
///   `S<B,M,S> o OFFSET o LAYOUT`   ComposedLayout (ptrBits == 0)
///   `LAYOUT o OFFSET o LAYOUT`     ComposedLayout with an outerLayout
///   `SHAPE:STRIDE`                 Layout
///   anything else                  IntTuple (`8`, `()`, `(_,?{div=8})`)
/// Leaves: integers, `?` with an optional `{i64}` / `{div=N}` /
/// `{i64 div=N}` annotation, `c@m` scaled bases (strides), and `_` (int
/// tuples and tiles only, never in a shape or a stride). Errors carry the
/// byte offset into `text`; whitespace between tokens is allowed.
Result<CuteIRValue> parseCuteIR(std::string_view text);
/// parseCuteIR that reads what CuTe IR's parser reads and leaves the checks
/// to the caller (the `cute` types' verifiers, which word them as CuTe IR
/// does): non-positive shape extents, shape/stride pairs that are not
/// congruent, ratio basis coefficients (`1/2@0`).
Result<CuteIRValue> parseCuteIRUnchecked(std::string_view text);
/// Print in CuTe IR's spelling: printCuteIR(*parseCuteIR(s)) == s for every
/// string CuTe IR prints. A ComposedLayout with ptrBits != 0 has no CuTe IR
/// form; it prints its CuTe-notation `smem_ptr[Nb](unset)` offset, which
/// parseCuteIR refuses (use positionIndependent first).
std::string printCuteIR(const CuteIRValue &v);
std::string printCuteIR(const IntTuple &t);       // `(?{i64},_,4)`
std::string printCuteIR(const Layout &l);         // `(2,?{div=8}):(1,2)`
std::string printCuteIR(const Swizzle &s);        // `S<3,4,3>`
std::string printCuteIR(const ComposedLayout &c); // `S<3,4,3> o 0 o 8:1`
std::string printCuteIR(const Tile &t);           // `[8:1;_;(2,2)]`

//===----------------------------------------------------------------------===//
// Queries and predicates
//===----------------------------------------------------------------------===//

Layout makeLayout(IntTuple shape, IntTuple stride);
/// Compact column-major (CuTe LayoutLeft) layout of a static shape.
Result<Layout> makeCompactLayout(const IntTuple &shape);
bool congruent(const IntTuple &a, const IntTuple &b);
/// Whether `claimed` states what `known` states, or less, about the same
/// value: the same structure and static leaves, and each dynamic leaf (or
/// dynamic basis coefficient) of the same width with a divisibility that
/// divides the known one (`?` claims less than `?{div=8}`).
bool claimsLessDivisibility(const IntTuple &claimed, const IntTuple &known);

Result<int64_t> size(const IntTuple &shape);
Result<int64_t> size(const Layout &l);
Result<int64_t> cosize(const Layout &l);
int rank(const Layout &l);
int depth(const Layout &l);

bool isStatic(const Layout &l);
bool hasScaledBasis(const Layout &l);
bool hasIntegerStrides(const Layout &l);
bool isStatic(const AnyLayout &l);
bool hasScaledBasis(const AnyLayout &l);
bool isSwizzled(const AnyLayout &l); // composed with a non-trivial swizzle
bool isComposed(const AnyLayout &l);

/// Evaluate at a linear (column-major) index; and at a hierarchical
/// coordinate congruent with (or a prefix-flattening of) the shape.
/// Integer strides only; see evalBasis for scaled-basis codomains.
Result<int64_t> eval(const Layout &l, int64_t idx);
Result<int64_t> eval(const ComposedLayout &l, int64_t idx);
Result<int64_t> eval(const AnyLayout &l, int64_t idx);
Result<int64_t> evalCoord(const Layout &l, const IntTuple &coord);
/// Layout with scaled-basis strides: the result is an IntTuple of coordinates
/// (CuTe ArithmeticTuple), e.g. `(3,1)`.
Result<IntTuple> evalBasis(const Layout &l, int64_t idx);

//===----------------------------------------------------------------------===//
// Algebra
//===----------------------------------------------------------------------===//

// The operations below follow CuTe C++ unless they take a Semantics. The
// CuTe C++ forms need static integer leaves; the CuteIR forms take dynamic
// leaves wherever CuTe IR does (every leaf operation goes through
// Dynamic.h).

/// coalesce. CuteIR: a mode continues the next one only when that is known
/// statically, `():()` stays `():()`, and when every mode has extent 1 the
/// last one is kept (CuTe C++ gives 1:0).
Result<Layout> coalesce(const Layout &l, Semantics sem = Semantics::CuteCpp,
                        dyn::Tracer *tracer = nullptr);
/// By a profile: a leaf profile coalesces the whole layout; a tuple profile
/// coalesces each mode it names by its entry and keeps the others.
Result<Layout> coalesce(const Layout &l, const IntTuple &profile, Semantics sem,
                        dyn::Tracer *tracer = nullptr);
/// Coalesce each top-level mode separately (by-mode coalesce).
Result<Layout> coalesceByMode(const Layout &l);
/// a o b (CuteIR: the left operand is coalesced where b's strides reach,
/// scaled-basis strides of b select modes of a, the result is coalesced).
Result<Layout> composition(const Layout &a, const Layout &b,
                           Semantics sem = Semantics::CuteCpp,
                           dyn::Tracer *tracer = nullptr);
Result<Layout> composition(const Layout &a, const Tiler &b);
Result<ComposedLayout> composition(const ComposedLayout &a, const Layout &b);
/// complement(l, cosize_hi) and, CuTe C++, complement(l) = complement(l,
/// cosize(filter(l))). CuteIR complement(l) has no cotarget: the gaps
/// between the input's modes in stride order, then a size-1 "rest" mode at
/// the input's reach, e.g. (4,2):(1,10) -> (2,1):(4,20); scaled-basis
/// strides get one complement per basis direction E<i>, in mode i.
Result<Layout> complement(const Layout &l, int64_t cosizeHi);
Result<Layout> complement(const Layout &l, Semantics sem = Semantics::CuteCpp,
                          dyn::Tracer *tracer = nullptr);
/// complement(l, cotarget) for a cotarget shape (CuteIR: it may be dynamic,
/// the mode past `l`'s reach is then dynamic; `l` may be a single mode
/// with a dynamic stride).
Result<Layout> complement(const Layout &l, const IntTuple &cotarget,
                          Semantics sem, dyn::Tracer *tracer = nullptr);
Result<Layout> logicalDivide(const Layout &a, const Tiler &b);
Result<Layout> zippedDivide(const Layout &a, const Tiler &b);
Result<Layout> tiledDivide(const Layout &a, const Tiler &b);
Result<Layout> logicalProduct(const Layout &a, const Tiler &b);
Result<Layout> blockedProduct(const Layout &a, const Tiler &b);
Result<Layout> rakedProduct(const Layout &a, const Tiler &b);
/// right_inverse / left_inverse. Scaled-basis strides (static integer
/// coefficients, integer strides among them static zeros) invert per basis
/// direction, the result shaped like the input's coprofile. CuteIR: a
/// dynamic stride counts as 0 in right_inverse, and a left inverse with no
/// moving mode is 1:0 (CuTe C++: the last mode's extent, 4:0 -> 4:0).
/// A dynamic stride (CuTe IR) is taken to be 0, so to continue no chain of
/// strides: that is reported to `tracer` as a condition on its value.
Result<Layout> rightInverse(const Layout &l, Semantics sem = Semantics::CuteCpp,
                            dyn::Tracer *tracer = nullptr);
Result<Layout> leftInverse(const Layout &l, Semantics sem = Semantics::CuteCpp);

Result<Layout> flatDivide(const Layout &a, const Tiler &b);
Result<Layout> zippedProduct(const Layout &a, const Tiler &b);
Result<Layout> tiledProduct(const Layout &a, const Tiler &b);
Result<Layout> flatProduct(const Layout &a, const Tiler &b);
/// CuTe make_ordered_layout(shape, order): compact strides that grow in the
/// order of `order`'s values (a mode starts at the product of the extents of
/// all modes of smaller order; size-1 modes get stride 0).
Result<Layout> makeOrderedLayout(const IntTuple &shape, const IntTuple &order);
/// CuTe tile_to_shape(block, target[, order]): repeat `block` (padded to the
/// target's rank) until it covers `target`; `order` (default column-major)
/// says which mode the block repeats along first.
Result<Layout> tileToShape(const Layout &block, const IntTuple &target,
                           const IntTuple *order = nullptr);
/// CuTe max_common_vector(a, b): the number of leading elements on which a
/// and b agree contiguously; max_common_layout(a, b): the layout R of those
/// elements (a(R(i)) == b(R(i)) == i).
Result<int64_t> maxCommonVector(const Layout &a, const Layout &b);
Result<Layout> maxCommonLayout(const Layout &a, const Layout &b);

/// CuTe upcast<N> / downcast<N> of a layout: the same memory seen through
/// elements N times wider / narrower (stride-1 modes shrink / grow, other
/// strides are divided / multiplied).
Result<Layout> upcast(const Layout &l, int64_t n,
                      dyn::Tracer *tracer = nullptr);
Result<Layout> downcast(const Layout &l, int64_t n,
                        dyn::Tracer *tracer = nullptr);
/// CuTe upcast<N> / downcast<N> of a swizzle (N a power of two): M moves by
/// log2(N); an upcast below M == 0 drops swizzle bits.
Result<Swizzle> upcast(const Swizzle &s, int64_t n);
Result<Swizzle> downcast(const Swizzle &s, int64_t n);
/// CuTe recast_layout<uint_bit_t<fromBits>, uint_bit_t<toBits>>: a layout of
/// fromBits-wide elements as a layout of toBits-wide elements. A composed
/// layout recasts its swizzle and offset too (an smem_ptr form keeps its
/// byte swizzle and changes its pointer width); a composed layout whose
/// swizzle loses all its bits at offset 0 becomes a plain layout, as in CuTe.
Result<AnyLayout> recast(const AnyLayout &l, int64_t fromBits, int64_t toBits,
                         dyn::Tracer *tracer = nullptr);
/// The element-unit swizzle of an smem_ptr composed layout (CuTe
/// recast_layout<uint8_t, uint_bit_t<ptrBits>>(swizzle)); the swizzle itself
/// when ptrBits == 0.
Result<Swizzle> elementSwizzle(const ComposedLayout &c);
/// CuTe as_position_independent_swizzle_layout: `Sw o smem_ptr[Nb] o L` as
/// `Sw' o 0 o L` in element units (unchanged if not an smem_ptr form).
Result<AnyLayout> positionIndependent(const ComposedLayout &c);

/// Function equivalence: same size and l1(i) == l2(i) for every i (static
/// layouts). normalizeLayout is the canonical form used to compare
/// (coalesced, flattened): equal normal forms <=> equivalent functions on
/// the same domain.
Result<Layout> normalizeLayout(const Layout &l);
Result<bool> layoutsEquivalent(const Layout &a, const Layout &b);

//===----------------------------------------------------------------------===//
// Additional helpers (CuTe int_tuple.hpp / layout.hpp utilities)
//===----------------------------------------------------------------------===//

/// All leaves of `t` in order, as a tuple (a leaf stays a leaf).
IntTuple flatten(const IntTuple &t);
/// The leaves of `t` in order (a leaf alone for a leaf).
std::vector<IntTuple> leaves(const IntTuple &t);
/// Layout with depth <= 1 (CuTe flatten).
Layout flatten(const Layout &l);
/// Mode `i` of a layout (a leaf layout is its own mode 0). Requires
/// 0 <= i < rank(l).
Layout getMode(const Layout &l, int i);
/// CuTe make_layout(l0, l1, ...): concatenation into a tuple (a single
/// argument gives a rank-1 tuple, `(8):(1)`).
Layout concatLayouts(const std::vector<Layout> &modes);
/// CuTe append<N>: pad with `1:0` modes up to rank n.
Layout appendToRank(const Layout &l, int n);
/// CuTe filter: remove stride-0 and size-1 modes, then coalesce.
Result<Layout> filter(const Layout &l);
/// CuTe shape_div / ceil_div on static integers (a % b == 0 || b % a == 0
/// is required by shape_div).
Result<int64_t> shapeDiv(int64_t a, int64_t b);
/// Like eval, but with CuTe's semantics outside the domain: any idx >= 0 is
/// accepted and the last mode absorbs the overflow (as layout(i) does).
Result<int64_t> evalAny(const Layout &l, int64_t idx);
/// Parse a layout, or a bare shape meaning its compact (column-major) layout.
Result<Layout> parseLayoutOrShape(std::string_view text);
/// Composed-layout algebra that CuTe forwards to the inner layout.
Result<ComposedLayout> coalesce(const ComposedLayout &c);
Result<ComposedLayout> composition(const ComposedLayout &a, const Tiler &b);


//===----------------------------------------------------------------------===//
// Tilers, divides and products on nested tilers (either semantics)
//===----------------------------------------------------------------------===//
//
// CuTe IR's `cute.*_divide`, `cute.*_product` and `cute.tile_to_shape` take
// tilers that nest and keep modes whole (`_`); the CuTe C++ entry points
// above read their Tiler as a TileNode and call the same functions.

/// A divide or product tiler: a layout, `_` (the mode is kept whole), or a
/// tuple of tilers applied mode by mode. A shape tiler is the tuple of its
/// extents' compact layouts (`N:1`, `1:0`).
struct TileNode {
  enum class Kind { Layout, Underscore, Modes };
  Kind kind = Kind::Modes;
  Layout layout;
  std::vector<TileNode> modes;
  static TileNode fromLayout(const Layout &l);
  static TileNode fromShape(const IntTuple &shape);
  static TileNode fromTile(const Tile &t);
};

/// How the rank-2 result is grouped: logical ((tile, rest) per mode), zipped
/// ((tiles), (rests)), tiled ((tiles), rest...) or flat (tile..., rest...).
enum class Grouping { Logical, Zipped, Tiled, Flat };
/// A CuTe C++ Tiler as a TileNode (bare integers read as make_layout(N)).
TileNode tileNodeOf(const Tiler &t);

/// A tiler composes its modes with the left operand's first modes (`_`
/// keeps the mode); the left operand's remaining modes are dropped.
Result<Layout> composition(const Layout &lhs, const TileNode &rhs,
                           Semantics sem, dyn::Tracer *tracer = nullptr);
/// logical_divide(A, T) = A o (T, complement(T, shape(coalesce(A)))) in CuTe
/// C++, A o (T, complement_extend(T, shape(A))) in CuTe IR; regrouped by g.
Result<Layout> divide(const Layout &a, const TileNode &tiler, Grouping g,
                      Semantics sem, dyn::Tracer *tracer = nullptr);
/// logical_product(A, B) = (A, complement(A, size(A)*cosize(B)) o B) in CuTe
/// C++, (A, complement(A) o B) in CuTe IR; regrouped by g.
Result<Layout> product(const Layout &a, const TileNode &tiler, Grouping g,
                       Semantics sem, dyn::Tracer *tracer = nullptr);
/// blocked_product (raked == false) and raked_product of two layouts: the
/// logical product of both padded to the larger rank, its two modes zipped
/// (raked: the other way round; CuTe IR coalesces each zipped mode).
Result<Layout> blockedProduct(const Layout &a, const Layout &b, bool raked,
                              Semantics sem, dyn::Tracer *tracer = nullptr);
/// tile_to_shape(block, target, order): `order` holds one static integer per
/// top-level mode of `target`. CuTe C++ needs each block mode to divide the
/// target's; CuTe IR rounds up.
Result<Layout> tileToShape(const Layout &block, const IntTuple &target,
                           const IntTuple &order, Semantics sem,
                           dyn::Tracer *tracer = nullptr);
/// tile_to_shape and the products of a composed layout (CuTe
/// layout_composed.hpp): the outer function and the offset are kept, the
/// inner layout is tiled.
Result<ComposedLayout> tileToShape(const ComposedLayout &block,
                                   const IntTuple &target,
                                   const IntTuple *order = nullptr);
Result<ComposedLayout> product(const ComposedLayout &a, const TileNode &tiler,
                               Grouping g, Semantics sem,
                               dyn::Tracer *tracer = nullptr);
Result<ComposedLayout> blockedProduct(const ComposedLayout &a, const Layout &b,
                                      bool raked, Semantics sem,
                                      dyn::Tracer *tracer = nullptr);

} // namespace cute_nvgpu::layout

namespace cute_nvgpu::layout {

//===----------------------------------------------------------------------===//
// Size and index on static and dynamic leaves (CuTe IR's size/index ops)
//===----------------------------------------------------------------------===//
//
// These follow CuTe IR's result-type rules: every leaf may be dynamic, a
// static operand folds and a dynamic one makes the result dynamic (the
// arithmetic is Dynamic.h's). Results that CuTe IR calls arithmetic tuples
// (the value of a layout with scaled-basis strides) are IntTuples.

/// The product of each top-level mode (a leaf counts as a rank-1 tuple):
/// `(2,(3,4))` -> `(2,12)`, `3` -> `(3)`.
Result<IntTuple> productEach(const IntTuple &t, dyn::Tracer *tracer = nullptr);
/// CuTe's arithmetic-tuple sum (tupleAdd): leaves add, tuples add mode by
/// mode (the shorter one padded), and a static 0 leaf is the identity for a
/// tuple.
Result<IntTuple> arithTupleSum(const IntTuple &a, const IntTuple &b,
                               dyn::Tracer *tracer = nullptr);
/// The layout shape:stride applied to a coordinate: a leaf coordinate is a
/// column-major index (the last mode takes the rest, out-of-range indices
/// are allowed), a tuple coordinate goes mode by mode, `_` counts as 0. A
/// scaled-basis stride `k@m` contributes k*c at coordinate position m.
Result<IntTuple> layoutEval(const IntTuple &coord, const IntTuple &shape,
                            const IntTuple &stride,
                            dyn::Tracer *tracer = nullptr);
/// CuTe cosize(l) = size(coshape(l)), coshape = |l|(size(l)-1) + 1 per leaf.
Result<IntTuple> cosizeOf(const Layout &l, dyn::Tracer *tracer = nullptr);
/// A leaf is weakly congruent with anything; a tuple with a tuple of the
/// same rank whose modes are weakly congruent.
bool weaklyCongruent(const IntTuple &a, const IntTuple &b);
/// crd2idx(coord, shape): coord under the compact column-major strides.
Result<IntTuple> crd2idx(const IntTuple &coord, const IntTuple &shape,
                         dyn::Tracer *tracer = nullptr);
/// idx2crd(index, shape): a leaf index unfolds column-major into a
/// coordinate congruent with the shape; a tuple index goes mode by mode.
Result<IntTuple> idx2crd(const IntTuple &index, const IntTuple &shape,
                         dyn::Tracer *tracer = nullptr);
/// The next coordinate in column-major order (the last leaf is unbounded);
/// coord and shape are congruent and free of `_`.
Result<IntTuple> incrementCoord(const IntTuple &coord, const IntTuple &shape,
                                dyn::Tracer *tracer = nullptr);
/// CuTe's make_identity_layout(shape): the shape with basis strides (E<i>,
/// E<i,j> in nested modes), whose value at a coordinate is the coordinate.
Layout identityLayout(const IntTuple &shape);
/// The layout with stride 0 in every mode of static extent 1 (the same
/// function: a one-element mode's stride is never used).
Layout zeroUnitModeStrides(const Layout &l);
/// An int tuple of `t`'s structure with every leaf a static 0.
IntTuple zerosLike(const IntTuple &t);
/// Pad `t` with copies of `elem` after / before its modes up to rank n (a
/// leaf is a rank-1 tuple); unchanged when its rank is already >= n. A rank
/// n above kMaxRank is refused.
Result<IntTuple> appendToRank(const IntTuple &t, int n, const IntTuple &elem);
Result<IntTuple> prependToRank(const IntTuple &t, int n, const IntTuple &elem);

} // namespace cute_nvgpu::layout

//===----------------------------------------------------------------------===//
// Algebra family: arithmetic on int tuples with static or dynamic leaves
//===----------------------------------------------------------------------===//

namespace cute_nvgpu::layout {
/// CuTe's arithmetic-tuple sum / difference: element-wise, the longer
/// tuple's extra modes pass through unchanged, a tuple with a static 0 is the
/// tuple, `()` with a leaf N is N.
Result<IntTuple> tupleAdd(const IntTuple &a, const IntTuple &b,
                          dyn::Tracer *tracer = nullptr);
Result<IntTuple> tupleSub(const IntTuple &a, const IntTuple &b,
                          dyn::Tracer *tracer = nullptr);
/// CuTe DSL's element-wise product, quotient (toward zero) and remainder
/// of two int tuples of one structure (cute.tuple_mul / tuple_div /
/// tuple_mod). The DSL's divisibility annotations come from running them
/// under dyn::KnownDivisorTracer.
Result<IntTuple> tupleMul(const IntTuple &a, const IntTuple &b,
                          dyn::Tracer *tracer = nullptr);
Result<IntTuple> tupleDiv(const IntTuple &a, const IntTuple &b,
                          dyn::Tracer *tracer = nullptr);
Result<IntTuple> tupleMod(const IntTuple &a, const IntTuple &b,
                          dyn::Tracer *tracer = nullptr);
/// CuTe shape_div on tuples: element-wise for two tuples, a tuple by a leaf
/// consumes the divisor mode by mode, a leaf by a tuple divides by its
/// product.
Result<IntTuple> tupleShapeDiv(const IntTuple &a, const IntTuple &b,
                               dyn::Tracer *tracer = nullptr);
/// CuTe ceil_div on tuples: element-wise for two tuples (the tiler's rank
/// must not exceed the input's; extra input modes pass through), a tuple by
/// a leaf consumes the tiler mode by mode, a leaf by a tuple divides by its
/// product.
Result<IntTuple> tupleCeilDiv(const IntTuple &a, const IntTuple &b,
                              dyn::Tracer *tracer = nullptr);
/// CuTe group<begin, end>: modes [begin, end) as one nested mode.
Result<Layout> groupModes(const Layout &l, int begin, int end);

//===----------------------------------------------------------------------===//
// Constructor family: compact orders on static and dynamic leaves
//===----------------------------------------------------------------------===//

/// CuTe IR's compact_order(shape, order): each shape mode's stride starts at
/// the product of the modes of lower order and runs column-major through it;
/// a static extent 1 gets stride 0. `order` is weakly congruent to `shape`;
/// its dynamic leaves rank after every static one, left to right.
Result<IntTuple> compactOrder(const IntTuple &shape, const IntTuple &order,
                              dyn::Tracer *tracer = nullptr);
/// The compact column-major strides of `shape` (CuTe IR's make_layout of a
/// shape alone): a static extent 1 gets stride 0; static or dynamic leaves.
Result<IntTuple> compactColMajorStride(const IntTuple &shape,
                                       dyn::Tracer *tracer = nullptr);
/// CuTe IR's make_layout_like(l): l's shape with the compact strides ordered
/// by l's strides; static 0 strides stay 0, e.g. (8,?):(?,?) -> (8,?):(1,8).
Result<Layout> makeLayoutLike(const Layout &l, dyn::Tracer *tracer = nullptr);
/// make_ordered_layout on shapes that may hold dynamic leaves:
/// (shape, compactOrder(shape, order)).
Result<Layout> makeOrderedLayoutDynamic(const IntTuple &shape,
                                        const IntTuple &order,
                                        dyn::Tracer *tracer = nullptr);

//===----------------------------------------------------------------------===//
// Slice and dice (CuTe IR's cute.slice / cute.dice)
//===----------------------------------------------------------------------===//
//
// A coordinate mixing integers and `_` selects modes: slice keeps the modes
// marked `_`, dice the modes marked with an integer. A tuple coordinate's
// sub-tuples recurse, and their results are spliced into the enclosing
// tuple. Leaves are moved, never computed, so dynamic leaves keep their
// annotations.

/// CuTe slice(crd, t): `_` keeps `t`, an integer gives `()`.
IntTuple sliceTuple(const IntTuple &crd, const IntTuple &t);
/// CuTe dice(crd, t): an integer keeps `t`, `_` gives `()`.
IntTuple diceTuple(const IntTuple &crd, const IntTuple &t);
Layout sliceLayout(const IntTuple &crd, const Layout &l);
Layout diceLayout(const IntTuple &crd, const Layout &l);
/// True when `_` occurs anywhere in `t`.
bool containsUnderscore(const IntTuple &t);
/// The slice of a composed layout, coordinate on the inner layout. CuTe
/// (CuteCpp): A o (off + B(c)) o slice(B), the fixed modes' contribution
/// joining the offset. CuTe IR (CuteIR): so for an outer layout; a swizzle
/// (static inner layout, at least one `_` in `crd`) either stays a swizzle
/// around the sliced layout or, when the sliced codomain does not touch
/// both the swizzle's source and target bits, decays to a plain layout
/// (returned as AnyLayout's Layout); where that has no answer and the
/// fixed modes add nothing, the swizzle stays as in CuTe.
Result<AnyLayout> sliceComposed(const IntTuple &crd, const ComposedLayout &c,
                                Semantics sem, dyn::Tracer *tracer = nullptr);

/// CuTe's slice_and_offset: the slice of a layout and what the fixed modes
/// add to the tensor's pointer. A plain layout gives (slice, layout(crd));
/// a composed one, as sliceComposed, gives 0 where the fixed modes joined
/// its offset, their bits outside the swizzle's where the swizzle stays
/// (CuTe's offset_anti_zy), and sw(offset) plus those where it decays.
struct SliceAndOffset {
  AnyLayout layout;
  IntTuple offset;
};
Result<SliceAndOffset> sliceAndOffset(const IntTuple &crd, const AnyLayout &l,
                                      Semantics sem,
                                      dyn::Tracer *tracer = nullptr);

//===----------------------------------------------------------------------===//
// Partitions by tiled atoms (CuTe's ThrCopy / ThrMMA)
//===----------------------------------------------------------------------===//

/// A copy atom's Copy_Traits in units of its value type: ThrID and the
/// (thr,val) -> offset layouts of source, destination and reference.
struct CopyAtomLayouts {
  Layout thrId, src, dst, ref;
};
/// An MMA atom's MMA_Traits: ThrID, the M, N, K extents and the (thr,val)
/// -> (m,k) / (n,k) / (m,n) layouts of A, B and C.
struct MmaAtomLayouts {
  Layout thrId;
  int64_t m = 0, n = 0, k = 0;
  Layout a, b, c;
};

/// tile2thrfrg's (thr, val) -> tile index layout of a tiled copy whose
/// TiledLayout_TV is `tiledTV`, toward the source or the destination.
Result<Layout> copyThrValToTile(const CopyAtomLayouts &atom, bool source,
                                const Layout &tiledTV);
/// tidfrg_S / tidfrg_D: (thr, val, (rest...)) of a tensor tiled by
/// `tilerMN`.
Result<AnyLayout> copyThrFrg(const CopyAtomLayouts &atom, bool source,
                             const Layout &tiledTV, const TileNode &tilerMN,
                             const AnyLayout &tensor,
                             dyn::Tracer *tracer = nullptr);
/// partition_S / partition_D of thread `thrIdx`: (val, rest...) and the
/// offset of the thread's first element.
Result<SliceAndOffset> partitionCopy(const CopyAtomLayouts &atom, bool source,
                                     const Layout &tiledTV,
                                     const TileNode &tilerMN,
                                     const AnyLayout &tensor,
                                     const IntTuple &thrIdx,
                                     dyn::Tracer *tracer = nullptr);
/// TiledCopy::retile of a register tensor (static layout): its values
/// regrouped as (atom_vals, rest...) of the tiled copy.
Result<Layout> retileCopy(const CopyAtomLayouts &atom, const Layout &tiledTV,
                          const TileNode &tilerMN, const Layout &tensor);

/// thr_layout_vmnk: tiled_product(ThrID, atom_layout_MNK).
Result<Layout> mmaThreadLayout(const MmaAtomLayouts &atom,
                               const Layout &atomLayoutMNK);
/// CuTe's Layout::get_hier_coord(idx), idx2crd(idx, shape, stride): each
/// leaf (idx / stride) % extent, 0 where the extent is 1 or the stride 0
/// (the first coordinate that reaches the index; CuTe divides by 0). A
/// scaled-basis stride has no such coordinate: refused.
Result<IntTuple> hierCoordOf(const Layout &l, const IntTuple &idx,
                             dyn::Tracer *tracer = nullptr);
/// CuTe's Layout::get_flat_coord(idx): get_hier_coord with each top-level
/// mode's coordinate as one column-major index within that mode.
Result<IntTuple> flatCoordOf(const Layout &l, const IntTuple &idx,
                             dyn::Tracer *tracer = nullptr);
/// thrfrg_A / thrfrg_B / thrfrg_C (operand 0, 1, 2):
/// ((ThrV,(ThrM,ThrK)),(FrgV,(RestM,RestK))) of a tensor.
Result<AnyLayout> mmaThrFrg(const MmaAtomLayouts &atom,
                            const Layout &atomLayoutMNK,
                            const std::vector<TileNode> &permutationMNK,
                            int operand, const AnyLayout &tensor,
                            dyn::Tracer *tracer = nullptr);
/// partition_A / partition_B / partition_C of thread `thrIdx`:
/// (FrgV, RestM, RestK) and the offset of its first element.
Result<SliceAndOffset> partitionMma(const MmaAtomLayouts &atom,
                                    const Layout &atomLayoutMNK,
                                    const std::vector<TileNode> &permutationMNK,
                                    int operand, const AnyLayout &tensor,
                                    const IntTuple &thrIdx,
                                    dyn::Tracer *tracer = nullptr);

} // namespace cute_nvgpu::layout

#endif // CUTE_NVGPU_LAYOUT_LAYOUT_H
