# track: torch
# exercise: heads
# why: split_heads slices the heads one by one in a loop and stacks them, but the return statement is indented into the loop body, so it returns after the first head: a (..., 1, T, d_h) array holding only head 0 instead of all H heads, in split_heads and in multi-head attention (right with one head)
# kind: axes
# diagnosis: cut-short
def split_heads(x: torch.Tensor, n_heads: int) -> torch.Tensor:
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    d_h = x.shape[-1] // n_heads
    heads = []
    for h in range(n_heads):
        heads.append(x[..., h * d_h : (h + 1) * d_h])  # (..., T, d_h)
        return torch.stack(heads, dim=-3)  # (..., H, T, d_h)
