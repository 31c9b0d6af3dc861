# track: numpy
# exercise: heads
# why: merge_heads swaps H and T correctly and then joins the last two axes with .flatten(-2) as in PyTorch, but ndarray.flatten's only argument is the memory order (a string), so every valid call raises TypeError
# kind: crash
# diagnosis: crash


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {x.shape}")
    return np.swapaxes(x, -3, -2).flatten(-2)
