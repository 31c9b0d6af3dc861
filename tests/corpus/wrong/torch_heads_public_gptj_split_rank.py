# track: torch
# exercise: heads
# why: ports GPT-J's _split_heads from Hugging Face (view to (..., H, d_h), then permute(0, 2, 1, 3) for rank 4 or permute(0, 1, 3, 2, 4) for rank 5, and ValueError "Input tensor rank should be one of [4, 5]" otherwise), so split_heads rejects an unbatched (T, D) x, and any x with three or more batch axes, with ValueError although they are valid
# kind: public
# diagnosis: fails-unless-ndim,error-on-valid
def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    new_shape = x.size()[:-1] + (n_heads, x.shape[-1] // n_heads)
    tensor = x.view(new_shape)
    if len(tensor.shape) == 5:
        return tensor.permute(0, 1, 3, 2, 4)
    elif len(tensor.shape) == 4:
        return tensor.permute(0, 2, 1, 3)
    else:
        raise ValueError(f"Input tensor rank should be one of [4, 5], but is: {len(tensor.shape)}")
