# track: numpy
# exercise: heads
# why: merge_heads swaps H and T with the batched permutation (0, 2, 1, 3) and, for unbatched (H, T, d_h) heads, with "the same without the batch axis", x.transpose(0, 2, 1); that permutation swaps T with d_h instead of H with T, so every unbatched merge, and multi-head attention on a (T, D) input, comes back with positions, heads and features scrambled (batched inputs are right)
# kind: axes
# diagnosis: fixed-leading-axes
# miss: the unbatched merge permutes and then reshapes, which reads as a transpose reshaped back (reshaped-transpose, true of its values); no pattern says 'right with batch axes, wrong without' (fails-unless-ndim needs wrong cases on both sides of the one number of axes that works)


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    if x.ndim == 3:
        swapped = x.transpose(0, 2, 1)  # (0, 2, 1, 3) without the batch axis
    else:
        swapped = np.swapaxes(x, -3, -2)
    return swapped.reshape(*lead, t, h * d_h)
