//===- PtxBuilder.cpp - the one module that spells PTX --------------------===//
#include "cute-nvgpu/Target/PtxBuilder.h"
#include "cute-nvgpu/Target/MmaLattice.h"

namespace cute_nvgpu::target::ptx {
namespace {
struct ShapeEntry {
  uint8_t code;
  int m, n, k;
  const char *name;
};
// seed 004 shape enum.
const ShapeEntry kShapes[] = {
    {0x01, 8, 8, 4, "m8n8k4"},       {0x02, 8, 8, 16, "m8n8k16"},
    {0x03, 8, 8, 32, "m8n8k32"},     {0x04, 8, 8, 64, "m8n8k64"},
    {0x05, 8, 8, 128, "m8n8k128"},   {0x06, 8, 32, 16, "m8n32k16"},
    {0x10, 16, 8, 4, "m16n8k4"},     {0x11, 16, 8, 8, "m16n8k8"},
    {0x12, 16, 8, 16, "m16n8k16"},   {0x13, 16, 8, 32, "m16n8k32"},
    {0x14, 16, 8, 64, "m16n8k64"},   {0x15, 16, 8, 128, "m16n8k128"},
    {0x16, 16, 8, 256, "m16n8k256"}, {0x17, 16, 16, 16, "m16n16k16"},
    {0x18, 32, 8, 16, "m32n8k16"},   {0x19, 16, 16, 8, "m16n16k8"},
};
// seed 004 type enum 1..11, then our FP8/FP6/FP4 extension 12..16.
const char *kTypes[] = {nullptr, "b1",   "s4",   "u4",   "s8",   "u8",
                        "f16",   "bf16", "tf32", "f64",  "f32",  "s32",
                        "e4m3",  "e5m2", "e2m3", "e3m2", "e2m1"};
constexpr int kNumTypes = sizeof(kTypes) / sizeof(kTypes[0]);
} // namespace

uint8_t shapeCode(int m, int n, int k) {
  for (const ShapeEntry &e : kShapes)
    if (e.m == m && e.n == n && e.k == k)
      return e.code;
  return 0;
}

const char *shapeName(uint8_t code) {
  for (const ShapeEntry &e : kShapes)
    if (e.code == code)
      return e.name;
  return "";
}

uint8_t typeCode(const std::string &c) {
  for (int i = 1; i < kNumTypes; ++i)
    if (c == kTypes[i])
      return static_cast<uint8_t>(i);
  return 0;
}

layout::Result<std::string> typeName(uint8_t code) {
  if (code == 0 || code >= kNumTypes)
    return layout::Result<std::string>::fail("Wrong MMA element type");
  return std::string(kTypes[code]);
}

uint64_t MmaWord::pack() const {
  return uint64_t(colMajor) | (uint64_t(mid & 3) << 1) |
         (uint64_t(opc & 0xF) << 4) | (uint64_t(aty) << 8) |
         (uint64_t(bty) << 16) | (uint64_t(al & 3) << 24) |
         (uint64_t(bl & 3) << 26) | (uint64_t(satf) << 28) |
         (uint64_t(shape) << 32);
}

MmaWord MmaWord::unpack(uint64_t w) {
  MmaWord m;
  m.colMajor = w & 1;
  m.mid = (w >> 1) & 3;
  m.opc = (w >> 4) & 0xF;
  m.aty = (w >> 8) & 0xFF;
  m.bty = (w >> 16) & 0xFF;
  m.al = (w >> 24) & 3;
  m.bl = (w >> 26) & 3;
  m.satf = (w >> 28) & 1;
  m.shape = (w >> 32) & 0xFF;
  return m;
}

namespace {
/// The shape and the four type names of an MMA word, shared by the mma.sync
/// and wmma.mma spellers.
struct MmaNames {
  const char *shape;
  std::string a, b, c, d;
};
layout::Result<MmaNames> mmaNames(const MmaWord &w, uint8_t dty,
                                  uint8_t cty) {
  using R = layout::Result<MmaNames>;
  const char *shape = shapeName(w.shape);
  if (!*shape)
    return R::fail("unknown MMA shape code " + std::to_string(w.shape));
  auto a = typeName(w.aty), b = typeName(w.bty), c = typeName(cty),
       d = typeName(dty);
  for (auto *r : {&a, &b, &c, &d})
    if (!r->ok())
      return R(r->error());
  return MmaNames{shape, *a, *b, *c, *d};
}
} // namespace

layout::Result<std::string> spellMmaSync(const MmaWord &w, uint8_t dty,
                                         uint8_t cty) {
  using R = layout::Result<std::string>;
  layout::Result<MmaNames> names = mmaNames(w, dty, cty);
  if (!names)
    return R(names.error());
  const char *shape = names->shape;
  const std::string *a = &names->a, *b = &names->b, *c = &names->c,
                    *d = &names->d;
  std::string s = std::string("mma.sync.aligned.") + shape +
                  (w.al ? ".col" : ".row") + (w.bl ? ".col" : ".row");
  if (*a == "b1") {
    if (w.opc != 1 && w.opc != 2)
      return R::fail("b1 mma.sync needs opc .and.popc (1) or .xor.popc (2)");
    // mma.sync.aligned.shape.row.col.s32.b1.b1.s32.<op>.popc
    return s + ".s32.b1.b1.s32" + (w.opc == 1 ? ".and.popc" : ".xor.popc");
  }
  if (w.satf)
    s += ".satfinite";
  return s + "." + *d + "." + *a + "." + *b + "." + *c;
}

layout::Result<std::string>
spellKindMmaSync(const std::string &kind, int m, int n, int k,
                 const std::string &d, const std::string &a,
                 const std::string &b, const std::string &c) {
  using R = layout::Result<std::string>;
  if (kind != "f8f6f4")
    return R::fail("no mma.sync kind `" + kind + "`");
  uint8_t shape = shapeCode(m, n, k);
  if (!shape)
    return R::fail("unknown MMA shape m" + std::to_string(m) + "n" +
                   std::to_string(n) + "k" + std::to_string(k));
  for (const std::string *t : {&d, &a, &b, &c})
    if (!typeCode(*t))
      return R::fail("Wrong MMA element type");
  return "mma.sync.aligned.kind::" + kind + "." + shapeName(shape) +
         ".row.col." + d + "." + a + "." + b + "." + c;
}

int scaleVecCount(int k, int vecSize) {
  return vecSize > 0 ? k / vecSize : 0;
}

layout::Result<std::string>
spellBlockScaleMma(int k, int vecSize, const std::string &a,
                   const std::string &b, const std::string &scale) {
  using R = layout::Result<std::string>;
  // The lattice row of (K, vec_size) names the instruction and its scale
  // type; nothing about the SM120 forms is restated here.
  const LatticeRow *row = latticeBlockScaleRow(Mnemonic::Sm120MmaBs, k, vecSize);
  if (!row || scale != row->scaleType)
    return R::fail("no SM120 block-scaled mma.sync for K " +
                   std::to_string(k) + ", vec_size " +
                   std::to_string(vecSize) + ", scale " + scale);
  if (!typeCode(a) || !typeCode(b))
    return R::fail("Wrong MMA element type");
  return std::string(row->form) + ".row.col.f32." + a + "." + b + ".f32." +
         scale;
}

layout::Result<std::string> spellWgmma(int n, int k, const std::string &d,
                                       const std::string &a,
                                       const std::string &b) {
  for (const std::string *t : {&d, &a, &b})
    if (!typeCode(*t))
      return layout::Result<std::string>::fail("Wrong MMA element type");
  // b1 needs its boolean operation; .and.popc is the one wgmma has.
  return "wgmma.mma_async.sync.aligned.m64n" + std::to_string(n) + "k" +
         std::to_string(k) + "." + d + "." + a + "." + b +
         (a == "b1" ? ".and.popc" : "");
}

namespace {
layout::Result<std::string> wmmaPrefix(const char *what, bool col,
                                       uint8_t shape, uint8_t type,
                                       const std::string &space) {
  using R = layout::Result<std::string>;
  const char *sh = shapeName(shape);
  if (!*sh)
    return R::fail("unknown MMA shape code " + std::to_string(shape));
  auto t = typeName(type);
  if (!t.ok())
    return t;
  if (!space.empty() && space != "global" && space != "shared")
    return R::fail("no wmma state space `" + space + "`");
  return std::string(what) + ".sync.aligned." + (col ? "col" : "row") + "." +
         sh + (space.empty() ? "" : "." + space) + "." + *t;
}
} // namespace

layout::Result<std::string> spellWmmaLoad(char frag, bool col, uint8_t shape,
                                          uint8_t type,
                                          const std::string &space) {
  if (frag != 'a' && frag != 'b' && frag != 'c')
    return layout::Result<std::string>::fail("no wmma fragment `" +
                                             std::string(1, frag) + "`");
  return wmmaPrefix(frag == 'a'   ? "wmma.load.a"
                    : frag == 'b' ? "wmma.load.b"
                                  : "wmma.load.c",
                    col, shape, type, space);
}

layout::Result<std::string> spellWmmaStore(bool col, uint8_t shape,
                                           uint8_t type,
                                           const std::string &space) {
  return wmmaPrefix("wmma.store.d", col, shape, type, space);
}

layout::Result<std::string> spellWmmaMma(const MmaWord &w, uint8_t dty,
                                         uint8_t cty) {
  using R = layout::Result<std::string>;
  layout::Result<MmaNames> names = mmaNames(w, dty, cty);
  if (!names)
    return R(names.error());
  const char *shape = names->shape;
  const std::string *a = &names->a, *b = &names->b, *c = &names->c,
                    *d = &names->d;
  std::string layouts = std::string(w.al ? "col" : "row") + "." +
                        (w.bl ? "col" : "row") + "." + shape;
  if (*a == "b1") {
    if (w.opc != 1 && w.opc != 2)
      return R::fail("b1 wmma.mma needs opc .and.popc (1) or .xor.popc (2)");
    return std::string("wmma.mma.") + (w.opc == 1 ? "and" : "xor") +
           ".popc.sync.aligned." + layouts + ".s32.b1.b1.s32";
  }
  std::string s = "wmma.mma.sync.aligned." + layouts;
  if (*a == "f16")
    return s + "." + *d + "." + *c;
  bool integer = *a == "s8" || *a == "u8" || *a == "s4" || *a == "u4";
  s += "." + *d + "." + *a + "." + *b + "." + *c;
  if (integer && w.satf)
    s += ".satfinite";
  return s;
}

std::string operandList(int first, int n) {
  std::string s = "{";
  for (int i = 0; i < n; ++i)
    s += (i ? ", $" : "$") + std::to_string(first + i);
  return s + "}";
}

namespace {
/// Appends `c` to a comma-separated constraint list.
void addConstraint(std::string &list, const std::string &c) {
  if (!list.empty())
    list += ",";
  list += c;
}
} // namespace

InlineAsm mmaSyncAsm(const std::string &instr, int nd, RegClass acc, int na,
                     int nb, int scaleRegs, RegClass mul) {
  InlineAsm out;
  out.text = instr + " " + operandList(0, nd) + ", " + operandList(nd, na) +
             ", " + operandList(nd + na, nb) + ", " +
             operandList(nd + na + nb, nd);
  int next = nd + na + nb + nd;
  if (scaleRegs == 2)
    out.text += ", $" + std::to_string(next) + ", {0, 0}, $" +
                std::to_string(next + 1) + ", {0, 0}";
  out.text += ";";
  const std::string accLetter(1, static_cast<char>(acc));
  for (int i = 0; i < nd; ++i)
    addConstraint(out.constraints, "=" + accLetter);
  for (int i = 0; i < na + nb; ++i)
    addConstraint(out.constraints, std::string(1, static_cast<char>(mul)));
  for (int i = 0; i < nd; ++i)
    addConstraint(out.constraints, accLetter);
  for (int i = 0; i < scaleRegs; ++i)
    addConstraint(out.constraints, "r");
  return out;
}

InlineAsm wmmaLoadAsm(const std::string &instr, int n, RegClass rc) {
  InlineAsm out;
  out.text = instr + " " + operandList(0, n) + ", [$" + std::to_string(n) +
             "], $" + std::to_string(n + 1) + ";";
  const std::string letter(1, static_cast<char>(rc));
  for (int i = 0; i < n; ++i)
    addConstraint(out.constraints, "=" + letter);
  addConstraint(out.constraints, "l");
  addConstraint(out.constraints, "r");
  return out;
}

InlineAsm wmmaStoreAsm(const std::string &instr, int n, RegClass rc) {
  InlineAsm out;
  out.text = instr + " [$0], " + operandList(1, n) + ", $" +
             std::to_string(n + 1) + ";";
  addConstraint(out.constraints, "l");
  const std::string letter(1, static_cast<char>(rc));
  for (int i = 0; i < n; ++i)
    addConstraint(out.constraints, letter);
  addConstraint(out.constraints, "r");
  // The store writes memory the compiler cannot see through the operands.
  addConstraint(out.constraints, "~{memory}");
  return out;
}

InlineAsm wmmaMmaAsm(const std::string &instr, int nd, RegClass dc, int na,
                     RegClass ac, int nb, int nc, RegClass cc) {
  InlineAsm out;
  out.text = instr + " " + operandList(0, nd) + ", " + operandList(nd, na) +
             ", " + operandList(nd + na, nb) + ", " +
             operandList(nd + na + nb, nc) + ";";
  auto letter = [](RegClass r) { return std::string(1, static_cast<char>(r)); };
  for (int i = 0; i < nd; ++i)
    addConstraint(out.constraints, "=" + letter(dc));
  for (int i = 0; i < na + nb; ++i)
    addConstraint(out.constraints, letter(ac));
  for (int i = 0; i < nc; ++i)
    addConstraint(out.constraints, letter(cc));
  return out;
}

InlineAsm wgmmaAsm(const WgmmaAsmSpec &s) {
  InlineAsm out;
  int na = s.registerA ? s.na : 1;
  std::string aText = s.registerA ? operandList(s.nd, na)
                                  : "$" + std::to_string(s.nd);
  std::string scaleD = s.scaleDOperand ? "$" + std::to_string(s.nd + na + 1)
                                       : std::to_string(s.scaleD);
  out.text = "{\n.reg .pred p;\nsetp.ne.b32 p, " + scaleD + ", 0;\n" + s.instr + " " + operandList(0, s.nd) + ", " + aText +
             ", $" + std::to_string(s.nd + na) + ", p";
  if (s.scaleAB)
    out.text +=
        ", " + std::to_string(s.scaleA) + ", " + std::to_string(s.scaleB);
  if (s.transposeImm) {
    if (!s.registerA) // imm-trans-a exists only with a descriptor A
      out.text += std::string(", ") + (s.aMnMajor ? "1" : "0");
    out.text += std::string(", ") + (s.bMnMajor ? "1" : "0");
  }
  out.text += ";\n}";
  const std::string accLetter(1, static_cast<char>(s.acc));
  for (int i = 0; i < s.nd; ++i)
    addConstraint(out.constraints, "=" + accLetter);
  for (int i = 0; i < na; ++i)
    addConstraint(out.constraints, s.registerA ? "r" : "l");
  addConstraint(out.constraints, "l");
  if (s.scaleDOperand)
    addConstraint(out.constraints, "r");
  for (int i = 0; i < s.nd; ++i) // accumulators tied to the outputs
    addConstraint(out.constraints, std::to_string(i));
  return out;
}

layout::Result<InlineAsm> tensormapReplaceAsm(const std::string &field,
                                              TensormapSpace space,
                                              int dimension) {
  const char *type = field == "global_dim" ? "b32" : "b64";
  if (field != "global_address" && field != "global_dim" &&
      field != "global_stride")
    return layout::Result<InlineAsm>::fail(
        "tensormap.replace of `" + field +
        "`: only global_address, global_dim and global_stride are written on "
        "the device");
  std::string ss = space == TensormapSpace::SharedCta ? ".shared::cta"
                   : space == TensormapSpace::Global  ? ".global"
                                                      : "";
  std::string text = "tensormap.replace.tile." + field + ss + ".b1024." +
                     type + " [$0], ";
  if (field == "global_dim")
    text += std::to_string(dimension) + ", ";
  else if (field == "global_stride")
    text += std::to_string(dimension - 1) + ", ";
  text += "$1;";
  std::string c = space == TensormapSpace::SharedCta ? "r," : "l,";
  c += field == "global_dim" ? "r" : "l";
  return InlineAsm{text, c};
}

InlineAsm tensormapReleaseAsm() {
  return {"tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic."
          "release.gpu.sync.aligned [$0], [$1], 128;",
          "l,r"};
}

InlineAsm packedF32x2Asm(const std::string &op, const std::string &rnd,
                         bool ftz) {
  bool fma = op == "fma";
  std::string text = op + "." + rnd + (ftz ? ".ftz" : "") +
                     ".f32x2 $0, $1, $2" + (fma ? ", $3;" : ";");
  return {text, fma ? "=l,l,l,l" : "=l,l,l"};
}

InlineAsm globalEvictionAsm(bool store, int words, const std::string &priority) {
  std::string vec = words == 1 ? "" : ".v" + std::to_string(words);
  std::string regs = "{";
  int first = store ? 1 : 0;
  for (int i = 0; i < words; ++i)
    regs += (i ? ", $" : "$") + std::to_string(first + i);
  regs += "}";
  if (words == 1)
    regs = regs.substr(1, regs.size() - 2);
  std::string instr = std::string(store ? "st" : "ld") + ".global.L1::" +
                      priority + vec + ".b32";
  InlineAsm out;
  if (store) {
    out.text = instr + " [$0], " + regs + ";";
    out.constraints = "l";
    for (int i = 0; i < words; ++i)
      out.constraints += ",r";
  } else {
    out.text = instr + " " + regs + ", [$" + std::to_string(words) + "];";
    for (int i = 0; i < words; ++i)
      out.constraints += std::string(i ? "," : "") + "=r";
    out.constraints += ",l";
  }
  return out;
}

InlineAsm mapaSharedClusterAsm() {
  return {"mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"};
}

InlineAsm tensormapAcquireAsm() {
  return {"fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l"};
}

layout::Result<InlineAsm> mbarrierPeerAsm(const std::string &kind,
                                          const std::string &scope) {
  if (scope != "cta" && scope != "cluster")
    return layout::Result<InlineAsm>::fail("mbarrier scope `" + scope +
                                           "`: cta or cluster");
  std::string tail = "." + scope + ".shared::cluster.b64";
  if (kind == "arrive")
    return InlineAsm{"mbarrier.arrive.release" + tail + " _, [$0], $1;", "r,r"};
  if (kind == "arrive_expect_tx")
    return InlineAsm{"mbarrier.arrive.expect_tx.release" + tail +
                         " _, [$0], $1;",
                     "r,r"};
  if (kind == "expect_tx" || kind == "complete_tx")
    return InlineAsm{"mbarrier." + kind + ".relaxed" + tail + " [$0], $1;",
                     "r,r"};
  return layout::Result<InlineAsm>::fail("mbarrier operation `" + kind +
                                         "` has no peer-CTA form");
}

} // namespace cute_nvgpu::target::ptx
