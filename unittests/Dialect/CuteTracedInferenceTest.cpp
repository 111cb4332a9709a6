//===- CuteTracedInferenceTest.cpp - result types with a tracer -----------===//
//
// The run-time lowering learns how a cute op computes each dynamic result
// leaf by running the op's inference through CuteTracedInferenceOpInterface
// with a dyn::Tracer. Here, for one op of every traced kind, the operands'
// dynamic leaves are tagged, the op's inference runs with a recording
// tracer, and every dynamic leaf of the result must carry a tag the tracer
// handed out or an operand's tag: a computed leaf whose inference lost the
// tracer on the way to the leaf arithmetic carries neither.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"
#include "cute-nvgpu/Layout/Dynamic.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

using namespace mlir;
using namespace cute_nvgpu;
namespace L = cute_nvgpu::layout;

namespace {

/// Hands out fresh tags (odd, above every operand tag) and remembers them.
class RecordingTracer final : public L::dyn::Tracer {
public:
  std::set<int64_t> tags;
  int64_t record(L::dyn::LeafOp, const L::IntTuple &, const L::IntTuple &,
                 int) override {
    int64_t t = next;
    next += 2;
    tags.insert(t);
    return t;
  }
  void require(L::dyn::Condition, const L::IntTuple &, const L::IntTuple &,
               const std::string &) override {}

private:
  int64_t next = 2000003;
};

std::string textOf(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return s;
}

/// `t` with each dynamic leaf `?` / `?{i64}` given a fresh divisibility tag.
Type tagDynamicLeaves(Type t, int64_t &next, std::set<int64_t> &tags) {
  std::string in = textOf(t), out;
  for (size_t i = 0; i < in.size(); ++i) {
    out += in[i];
    if (in[i] != '?')
      continue;
    std::string tag = "div=" + std::to_string(next);
    tags.insert(next);
    next += 2;
    if (in.compare(i + 1, 5, "{i64}") == 0) {
      out += "{i64 " + tag + "}";
      i += 5;
    } else {
      out += "{" + tag + "}";
    }
  }
  return parseType(out, t.getContext());
}

/// The dynamic leaves of `text` whose divisibility is not in `known`.
std::vector<std::string> untaggedLeaves(const std::string &text,
                                        const std::set<int64_t> &known) {
  std::vector<std::string> bad;
  for (size_t i = text.find('?'); i != std::string::npos;
       i = text.find('?', i + 1)) {
    size_t close = text[i + 1] == '{' ? text.find('}', i) : i;
    std::string annot = text.substr(i, close - i + 1);
    size_t d = annot.find("div=");
    if (d == std::string::npos || !known.count(std::stoll(annot.substr(d + 4))))
      bad.push_back(annot);
  }
  return bad;
}

/// `text` with every divisibility annotation dropped.
std::string withoutTags(std::string text) {
  for (size_t d; (d = text.find("div=")) != std::string::npos;) {
    size_t end = text.find('}', d);
    size_t start = text[d - 1] == ' ' ? d - 1 : d;
    text.erase(start, end - start);
  }
  for (size_t e; (e = text.find("{}")) != std::string::npos;)
    text.erase(e, 2);
  return text;
}

// One op of each traced kind, every one of which computes at least one
// dynamic leaf from its operands' dynamic leaves.
const char *kOps = R"mlir(
func.func @f(%a: !cute.layout<"(?,8):(1,?)">, %s: !cute.shape<"(?,?)">,
             %i: !cute.int_tuple<"(?,2)">, %j: !cute.int_tuple<"(3,?)">,
             %c: !cute.coord<"(?,?)">, %x: !cute.int_tuple<"?">,
             %d: !cute.layout<"(?,?):(1,?)">,
             %l: !cute.layout<"(?,?,4):(1,?,?)">,
             %sh: !cute.shape<"(?,?,4)">, %sv: !cute.shape<"?">,
             %b: !cute.layout<"4:?">, %n: !cute.int_tuple<"((?,2),?{i64})">) {
  %b16 = cute.static : !cute.layout<"16:1">
  %r1 = cute.composition(%a, %b16) : (!cute.layout<"(?,8):(1,?)">, !cute.layout<"16:1">) -> !cute.layout<"(?,?):(1,?)">
  %t4 = cute.static : !cute.layout<"4:1">
  %r2 = cute.complement(%t4, %sv) : (!cute.layout<"4:1">, !cute.shape<"?">) -> !cute.layout<"?:4">
  %r3 = cute.recast_layout<32, 8>(%a) : !cute.layout<"(?,8):(1,?)"> -> !cute.layout<"(?,8):(1,?)">
  %r4 = cute.tuple_add(%i, %j) : (!cute.int_tuple<"(?,2)">, !cute.int_tuple<"(3,?)">) -> !cute.int_tuple<"(?,?)">
  %r5 = cute.tuple_sub(%i, %j) : (!cute.int_tuple<"(?,2)">, !cute.int_tuple<"(3,?)">) -> !cute.int_tuple<"(?,?)">
  %s4 = cute.static : !cute.shape<"4">
  %r6 = cute.shape_div(%s, %s4) : (!cute.shape<"(?,?)">, !cute.shape<"4">) -> !cute.shape<"(?,?)">
  %t24 = cute.static : !cute.int_tuple<"(2,4)">
  %r7 = cute.ceil_div(%i, %t24) : (!cute.int_tuple<"(?,2)">, !cute.int_tuple<"(2,4)">) -> !cute.int_tuple<"(?,1)">
  %r8 = cute.make_layout_like(%l) : !cute.layout<"(?,?,4):(1,?,?)"> -> !cute.layout<"(?,?,4):(1,?,?)">
  %o = cute.static : !cute.int_tuple<"(2,0,1)">
  %r9 = cute.make_ordered_layout(%sh, %o) : (!cute.shape<"(?,?,4)">, !cute.int_tuple<"(2,0,1)">) -> !cute.layout<"(?,?,4):(?,1,?)">
  %r10 = cute.size(%d) : (!cute.layout<"(?,?):(1,?)">) -> !cute.int_tuple<"?">
  %r11 = cute.cosize(%d) : (!cute.layout<"(?,?):(1,?)">) -> !cute.int_tuple<"?">
  %r12 = cute.tuple_product(%i) : (!cute.int_tuple<"(?,2)">) -> !cute.int_tuple<"?">
  %r13 = cute.tuple_product_each(%n) : (!cute.int_tuple<"((?,2),?{i64})">) -> !cute.int_tuple<"(?,?{i64})">
  %r14 = cute.layout_eval(%c, %d) : (!cute.coord<"(?,?)">, !cute.layout<"(?,?):(1,?)">) -> !cute.int_tuple<"?">
  %r15 = cute.crd2idx(%c, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(?,?)">) -> !cute.int_tuple<"?">
  %r16 = cute.idx2crd(%x, %s) : (!cute.int_tuple<"?">, !cute.shape<"(?,?)">) -> !cute.coord<"(?,?)">
  %blk = cute.static : !cute.layout<"(2,2):(1,2)">
  %r17 = cute.logical_product(%blk, %b) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"4:?">) -> !cute.layout<"((2,2),4):((1,2),?)">
  %tl = cute.static : !cute.tile<"[4:1;5:1]">
  %r18 = cute.logical_divide(%d, %tl) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[4:1;5:1]">) -> !cute.layout<"((4,?),(5,?)):((1,4),(?,?))">
  %r19 = cute.tile_to_shape(%blk, %s) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(?,?)">) -> !cute.layout<"((2,?),(2,?)):((1,4),(2,?))">
  return
}
)mlir";

class CuteTracedInference : public ::testing::Test {
protected:
  CuteTracedInference() {
    ctx.loadDialect<cute::CuteDialect, func::FuncDialect>();
    module = parseSourceString<ModuleOp>(kOps, &ctx);
  }

  /// The op's result types inferred from tagged operands with `tracer`,
  /// printed; `operandTags` receives the operands' tags.
  std::vector<std::string> infer(Operation *op, L::dyn::Tracer *tracer,
                                 std::set<int64_t> &operandTags) {
    OpBuilder b(&ctx);
    SmallVector<Value> tagged;
    SmallVector<Operation *> standIns;
    int64_t next = 1000003;
    for (Value v : op->getOperands()) {
      Type t = tagDynamicLeaves(v.getType(), next, operandTags);
      EXPECT_TRUE(t) << textOf(v.getType());
      Operation *s = UnrealizedConversionCastOp::create(
          b, op->getLoc(), TypeRange{t}, ValueRange{});
      standIns.push_back(s);
      tagged.push_back(s->getResult(0));
    }
    SmallVector<Type> inferred;
    LogicalResult ok =
        cast<cute::CuteTracedInferenceOpInterface>(op).inferTracedReturnTypes(
            &ctx, op->getLoc(), tagged, op->getAttrDictionary(),
            op->getPropertiesStorage(), op->getRegions(), inferred, tracer);
    for (Operation *s : standIns)
      s->destroy();
    EXPECT_TRUE(succeeded(ok)) << op->getName().getStringRef().str();
    std::vector<std::string> out;
    for (Type t : inferred)
      out.push_back(textOf(t));
    return out;
  }

  MLIRContext ctx;
  OwningOpRef<ModuleOp> module;
};

TEST_F(CuteTracedInference, EveryComputedLeafIsTraced) {
  ASSERT_TRUE(module);
  int checked = 0;
  module->walk([&](Operation *op) {
    if (!isa<cute::CuteTracedInferenceOpInterface>(op))
      return;
    std::string name = op->getName().getStringRef().str();
    RecordingTracer tracer;
    std::set<int64_t> known;
    std::vector<std::string> got = infer(op, &tracer, known);
    EXPECT_FALSE(tracer.tags.empty()) << name << " computed no dynamic leaf";
    known.insert(tracer.tags.begin(), tracer.tags.end());
    ASSERT_EQ(got.size(), op->getNumResults()) << name;
    for (unsigned k = 0; k < got.size(); ++k) {
      // The same structure as the op's own result type...
      EXPECT_EQ(withoutTags(got[k]), textOf(op->getResult(k).getType()))
          << name;
      // ... and every dynamic leaf an operand's or a traced result.
      std::vector<std::string> bad = untaggedLeaves(got[k], known);
      EXPECT_TRUE(bad.empty())
          << name << ": " << got[k] << " has untraced leaf " << bad.front();
    }
    ++checked;
  });
  EXPECT_EQ(checked, 19);
}

TEST_F(CuteTracedInference, WithoutATracerComputedLeavesAreUntagged) {
  ASSERT_TRUE(module);
  // What the check above catches: the same inference with no tracer gives
  // each computed leaf no tag, e.g. composition's (?,?):(1,?).
  Operation *comp = nullptr;
  module->walk([&](cute::CompositionOp op) { comp = op; });
  ASSERT_TRUE(comp);
  std::set<int64_t> known;
  std::vector<std::string> got = infer(comp, nullptr, known);
  ASSERT_EQ(got.size(), 1u);
  EXPECT_FALSE(untaggedLeaves(got[0], known).empty()) << got[0];
  EXPECT_EQ(withoutTags(got[0]), "!cute.layout<\"(?,?):(1,?)\">");
}

TEST_F(CuteTracedInference, AWrongOperandCountIsRefusedBeforeInference) {
  ASSERT_TRUE(module);
  // A builder may hand inference any operands; both entry points (with and
  // without a tracer) refuse a count the op's definition does not allow,
  // with the verifier's words, instead of reading past the operands.
  auto refusal = [&](Operation *op, ValueRange operands, bool traced) {
    std::string diag;
    ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &d) {
      diag = d.str();
      return success();
    });
    SmallVector<Type> inferred;
    LogicalResult ok =
        traced ? cast<cute::CuteTracedInferenceOpInterface>(op)
                     .inferTracedReturnTypes(
                         &ctx, op->getLoc(), operands, op->getAttrDictionary(),
                         op->getPropertiesStorage(), op->getRegions(),
                         inferred, nullptr)
               : cast<InferTypeOpInterface>(op).inferReturnTypes(
                     &ctx, op->getLoc(), operands, op->getAttrDictionary(),
                     op->getPropertiesStorage(), op->getRegions(), inferred);
    return failed(ok) ? diag : std::string("(inferred)");
  };
  // The ops here whose definition allows more operands than they have.
  const std::map<std::string, unsigned> atLeast = {{"cute.complement", 1},
                                                   {"cute.tile_to_shape", 2}};
  int checked = 0;
  module->walk([&](Operation *op) {
    if (!isa<cute::CuteTracedInferenceOpInterface>(op))
      return;
    std::string name = op->getName().getStringRef().str();
    SmallVector<Value> operands(op->getOperands());
    for (bool traced : {true, false}) {
      if (auto it = atLeast.find(name); it != atLeast.end()) {
        SmallVector<Value> fewer(operands.begin(),
                                 operands.begin() + (it->second - 1));
        EXPECT_EQ(refusal(op, fewer, traced),
                  "'" + name + "' op expected at least " +
                      std::to_string(it->second) + " operands, but found " +
                      std::to_string(fewer.size()))
            << name;
        continue;
      }
      SmallVector<Value> fewer(operands.begin(), operands.end() - 1);
      SmallVector<Value> more(operands);
      more.push_back(operands.front());
      for (const SmallVector<Value> &wrong : {fewer, more})
        EXPECT_EQ(refusal(op, wrong, traced),
                  "'" + name + "' op expected " +
                      std::to_string(operands.size()) +
                      " operands, but found " + std::to_string(wrong.size()))
            << name;
    }
    ++checked;
  });
  EXPECT_EQ(checked, 19);
}

TEST_F(CuteTracedInference, OnlyOpsThatComputeLeavesTakeATracer) {
  auto traced = [&](const char *name) {
    std::optional<RegisteredOperationName> op =
        RegisteredOperationName::lookup(name, &ctx);
    EXPECT_TRUE(op.has_value()) << name;
    return op && op->hasInterface<cute::CuteTracedInferenceOpInterface>();
  };
  // These move operand leaves into the result and compute none.
  for (const char *name :
       {"cute.flatten", "cute.group_modes", "cute.dice", "cute.get",
        "cute.make_layout", "cute.append_to_rank"})
    EXPECT_FALSE(traced(name)) << name;
  // These can compute a leaf (beyond the ops exercised above).
  for (const char *name : {"cute.slice", "cute.coalesce", "cute.zipped_divide",
                           "cute.blocked_product", "cute.increment_coord"})
    EXPECT_TRUE(traced(name)) << name;
}

} // namespace
