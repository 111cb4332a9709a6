//===- CuteNvgpuIm2colTmaOps.td - CuTe DSL's im2col TMA atoms -*- tablegen -*-===//
//
// CuTe DSL's make_im2col_tma_atom: a non-executable im2col TMA atom built
// from an activation tensor, an SMEM layout, the CTA value map and the
// convolution's corners, paddings and strides, with its im2col coordinate
// tensor. The verifier is the im2col descriptor plan (Target/TmaIm2colPlan.h),
// the same function `cute-nvgpu tma plan --op load-im2col` prints.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_IM2COL_TMA_OPS_TD
#define CUTE_NVGPU_IM2COL_TMA_OPS_TD

def CuteNvgpu_CuteIntTuple : CuteNvgpu_CuteType<"IntTupleType",
    "a !cute.int_tuple">;

class CuteNvgpu_MakeNonExecIm2colTmaOp<string what, string summaryText,
                                       string doc, dag params, dag props>
    : CuteNvgpu_Op<"atom.make_non_exec_im2col_tma_" # what, [Pure]> {
  let summary = summaryText;
  let description = doc # [{

    The operands give the result types, as the im2col plan computes them
    (CuTe's make_im2col_tma_copy): the im2col box's value map
    ((channels, pixels), multicast) over the tensor's modes is the atom's
    `tma_gbasis`, `size(box) * bits` its `copy_bits`, and the coordinate
    tensor is `ArithTuple(0, lower_corner_whd, 0, lower_srt) o GEMM view o
    offset o linearized pixels` (a `!cute.coord_tensor` over a composed
    layout). The global tensor has two top-level modes, pixels and
    channels (`((w,h,d,n),c)` or `(k,(c,s,r,t))`), the channels contiguous;
    the rules of cuTensorMapEncodeIm2col (rank 3 to 5, 16-byte strides,
    corner ranges per rank, at most 256 channels and 1024 pixels per box,
    traversal strides 1 to 8) are checked here, each refusal naming the
    rule and the value.
  }];
  let arguments = !con((ins CuteNvgpu_GmemTensor:$gmem,
                            CuteNvgpu_SmemLayoutType:$smem_layout,
                            CuteNvgpu_CuteLayout:$cta_v_map), params, props);
  let results = (outs CuteNvgpu_NonExecIm2colTmaAtom:$atom,
                      CuteNvgpu_CuteCoordTensor:$coords);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CuteNvgpu_MakeNonExecIm2colTmaLoadOp : CuteNvgpu_MakeNonExecIm2colTmaOp<
    "load", "a non-executable im2col TMA load atom and its coordinate tensor",
    [{
    `%atom, %coords = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%gmem,
    %smem_layout, %cta_v_map, %lower_corner_whd, %upper_corner_whd,
    %lower_padding_whd, %upper_padding_whd, %stride_whd, %lower_srt,
    %stride_srt) <{kind = <sm_90> num_multicast = 1}> : (...) ->
    (!cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, T, copy_bits = N,
    tma_gbasis = <"...">>, !cute.coord_tensor<"(0,(...),0,(...))", "... o
    ... o ...">)`: the seven integer tuples are the descriptor's pixel box
    corners (lower/upper_corner_whd), the convolution's paddings and
    traversal strides over w,h,d, and the filter's lower corner and
    dilation over s,r,t, static. A multicast kind splits the box's pixels
    over `num_multicast` CTAs (1 to 16); the other kinds take 1.
    }],
    (ins CuteNvgpu_CuteIntTuple:$lower_corner_whd,
         CuteNvgpu_CuteIntTuple:$upper_corner_whd,
         CuteNvgpu_CuteIntTuple:$lower_padding_whd,
         CuteNvgpu_CuteIntTuple:$upper_padding_whd,
         CuteNvgpu_CuteIntTuple:$stride_whd,
         CuteNvgpu_CuteIntTuple:$lower_srt,
         CuteNvgpu_CuteIntTuple:$stride_srt),
    (ins OptionalAttr<CuteNvgpu_Im2colTmaLoadAttr>:$kind,
         OptionalAttr<I32Attr>:$num_multicast,
         OptionalAttr<CuteNvgpu_TmaDataFormatAttr>:$tma_format)>;

def CuteNvgpu_MakeNonExecIm2colTmaStoreOp : CuteNvgpu_MakeNonExecIm2colTmaOp<
    "store", "a non-executable im2col TMA store atom and its coordinate tensor",
    [{
    `%atom, %coords = cute_nvgpu.atom.make_non_exec_im2col_tma_store(%gmem,
    %smem_layout, %cta_v_map) : (...) ->
    (!cute_nvgpu.atom.non_exec_im2col_tma_store<T, copy_bits = N,
    tma_gbasis = <"...">>, !cute.coord_tensor<...>)`: a store writes whole
    pixels (PTX `.im2col_no_offs`), so it takes no corners, paddings or
    strides: its coordinate tensor is the one of CuTe's no-offset defaults
    (corners and paddings 0, strides 1).
    }],
    (ins),
    (ins OptionalAttr<CuteNvgpu_TmaDataFormatAttr>:$tma_format)>;

#endif
