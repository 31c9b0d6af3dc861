# track: torch
# exercise: heads
# why: split_heads divides every head by math.sqrt(n_heads) "so the heads' squared norms add up to the input's", so each head holds the right features times 1/sqrt(H); multi-head attention built on it gets scores H times too small and mixes values sqrt(H) times too small
# kind: relation
# diagnosis: ratio

def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    heads = x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
    return heads / math.sqrt(n_heads)  # keep the total norm of the heads
