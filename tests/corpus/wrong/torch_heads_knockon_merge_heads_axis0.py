# track: torch
# exercise: heads
# why: merge_heads reads the head count as h = x.shape[0] and the rest from the end, reshaping x.transpose(-3, -2) to (*x.shape[:-3], T, h * d_h): right for unbatched (H, T, d_h) heads, where axis 0 is H, but with a batch axis h is the batch size, so the reshape raises (or scrambles when B == H); multi-head attention on batched inputs fails with it
# kind: knockon
# diagnosis: fixed-ndim, fails-with-leading-axes, fixed-leading-axes


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    h = x.shape[0]  # number of heads
    t, d_h = x.shape[-2], x.shape[-1]
    return x.transpose(-3, -2).reshape(*x.shape[:-3], t, h * d_h)
