# track: torch
# exercise: heads
# why: split_heads is ported from the student's NumPy track, cutting np.split(x.detach().cpu().numpy(), n_heads, axis=-1) and stacking torch.from_numpy pieces; the heads are right, but they leave the autograd graph, so no gradient reaches x (nor w_q, w_k, w_v through multi-head attention), and CUDA inputs come back on the CPU
# kind: rules
# diagnosis: no-gradient
def split_heads(x, n_heads):
    import numpy as np

    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    pieces = np.split(x.detach().cpu().numpy(), n_heads, axis=-1)  # H x (..., T, d_h)
    return torch.stack([torch.from_numpy(p) for p in pieces], dim=-3)
