# track: numpy
# exercise: heads
# why: merges the heads like Flax's MultiHeadDotProductAttention, out.reshape(out.shape[:-2] + (-1,)), which joins the last two axes; Flax keeps heads at -2, (..., T, H, d_h), but here they are at -3, so it joins T with d_h and returns (..., H, T*d_h)
# kind: public-code
# diagnosis: merge-no-transpose


def merge_heads(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    return x.reshape(x.shape[:-2] + (-1,))
