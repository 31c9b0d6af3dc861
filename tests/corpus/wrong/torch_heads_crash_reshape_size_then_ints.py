# track: torch
# exercise: heads
# why: split_heads reshapes with x.reshape(x.shape[:-1], n_heads, -1), handing a torch.Size and then loose ints; Tensor.reshape takes either one sequence or ints, not both, so every valid call raises TypeError
# kind: crash
# diagnosis: crash
def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the width")
    return x.reshape(x.shape[:-1], n_heads, -1).transpose(-3, -2)
