# track: torch
# exercise: heads
# why: split_heads returns a tuple of per-head tensors from torch.chunk instead of one tensor
# diagnosis: wrong-array-type


def split_heads(x, n_heads):
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the width")
    return torch.chunk(x, n_heads, dim=-1)
