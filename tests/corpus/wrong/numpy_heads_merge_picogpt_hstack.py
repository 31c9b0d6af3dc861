# track: numpy
# exercise: heads
# why: merges the heads like picoGPT's np.hstack(out_heads) on the list of heads (np.moveaxis(x, -3, 0)); hstack joins along axis 1, which is the feature axis only for 2-D (T, d_h) heads: with a batch axis it stacks positions, giving (B, H*T, d_h)
# kind: public-code
# diagnosis: fixed-leading-axes, fails-with-leading-axes


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    out_heads = list(np.moveaxis(x, -3, 0))
    return np.hstack(out_heads)
