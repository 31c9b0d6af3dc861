# track: numpy
# exercise: masking
# why: mask_scores accepts masks "given key-major" and swaps their last two axes whenever they are (S, T), allowed.shape[-2:] == scores.shape[-2:][::-1]; for square scores (T == S, self-attention) that test is true for every correctly laid-out mask, so each square mask is applied transposed (a causal mask shows the later keys and hides the earlier ones)
# kind: axes
# diagnosis: fails-when-square,mask-transposed


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.ndim >= 2 and allowed.shape[-2:] == scores.shape[-2:][::-1]:
        allowed = np.swapaxes(allowed, -1, -2)  # the mask came as (S, T): make it (T, S)
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
