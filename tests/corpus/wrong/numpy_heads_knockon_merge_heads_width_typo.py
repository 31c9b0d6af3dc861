# track: numpy
# exercise: heads
# why: multi_head_self_attention is right, but the student's merge_heads reshapes the swapped heads to (*lead, t, h * t), a t typed where d_h belongs in the merged width; whenever d_v != T the reshape raises ValueError (and merge_heads and multi-head attention fail), and only d_v == T works
# kind: knockon
# diagnosis: crash, bad-inner-call
def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * t)
