//===- OneShotConversion.cpp - conversion without pattern rollback --------===//
//
// See cute-nvgpu/Conversion/OneShotConversion.h. A wrapped pattern's
// refusal erases, last built first, the ops between the op's previous
// neighbour (as it was when the pattern started) and the op: where a
// pattern builds its lowering. The unrealized casts in that range stay: the
// driver made them for the pattern's operands, owns them and erases them
// (a pattern's own casts would not be told apart; no pattern of
// convert-cute-nvgpu-to-nvvm builds one).
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Conversion/OneShotConversion.h"

using namespace mlir;

namespace {

/// `inner`, with its refusals undone.
class RefusalUndoingPattern : public RewritePattern {
public:
  static std::unique_ptr<RefusalUndoingPattern>
  wrap(std::unique_ptr<RewritePattern> inner) {
    SmallVector<StringRef> generated;
    for (OperationName n : inner->getGeneratedOps())
      generated.push_back(n.getStringRef());
    std::unique_ptr<RefusalUndoingPattern> p;
    // The pattern's own root, so the driver's cost model and legality graph
    // see what they saw before.
    if (std::optional<OperationName> root = inner->getRootKind())
      p.reset(new RefusalUndoingPattern(*inner, generated,
                                        root->getStringRef()));
    else if (std::optional<TypeID> id = inner->getRootInterfaceID())
      p.reset(new RefusalUndoingPattern(*inner, generated,
                                        MatchInterfaceOpTypeTag(), *id));
    else if (std::optional<TypeID> id = inner->getRootTraitID())
      p.reset(new RefusalUndoingPattern(*inner, generated,
                                        MatchTraitOpTypeTag(), *id));
    else
      p.reset(new RefusalUndoingPattern(*inner, generated,
                                        MatchAnyOpTypeTag()));
    p->setDebugName(inner->getDebugName());
    p->addDebugLabels(inner->getDebugLabels());
    p->setHasBoundedRewriteRecursion(inner->hasBoundedRewriteRecursion());
    p->inner_ = std::move(inner);
    return p;
  }

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    Block *block = op->getBlock();
    if (!block) // an op a pattern built detached: nothing to undo in front
      return inner_->matchAndRewrite(op, rewriter);
    Operation *before = op->getPrevNode();
    if (succeeded(inner_->matchAndRewrite(op, rewriter)))
      return success();

    // Still in front of the refused op: what the pattern built.
    Operation *first = before ? before->getNextNode() : &block->front();
    SmallVector<Operation *> built;
    for (Operation *o = first; o && o != op; o = o->getNextNode())
      if (!isa<UnrealizedConversionCastOp>(o))
        built.push_back(o);
    for (Operation *o : llvm::reverse(built)) {
      // Results used outside what the pattern built would be a pattern
      // that refused after replacing; leave those to the driver.
      if (!o->use_empty())
        continue;
      o->erase();
    }
    return failure();
  }

private:
  template <typename... Args>
  RefusalUndoingPattern(const RewritePattern &inner,
                        ArrayRef<StringRef> generated, Args &&...root)
      : RewritePattern(std::forward<Args>(root)..., inner.getBenefit(),
                       inner.getContext(), generated) {}

  std::unique_ptr<RewritePattern> inner_;
};

} // namespace

LogicalResult cute_nvgpu::lowering::applyOneShotPartialConversion(
    Operation *root, const ConversionTarget &target,
    RewritePatternSet &&patterns) {
  for (std::unique_ptr<RewritePattern> &p : patterns.getNativePatterns())
    p = RefusalUndoingPattern::wrap(std::move(p));
  ConversionConfig config;
  config.allowPatternRollback = false;
  return applyPartialConversion(root, target, std::move(patterns), config);
}
