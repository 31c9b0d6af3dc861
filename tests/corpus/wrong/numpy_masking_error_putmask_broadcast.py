# track: numpy
# exercise: masking
# why: mask_scores hides keys with np.putmask(out, ~allowed, -np.inf) on the mask as given; putmask needs a mask of the data's own size, so every valid mask that has to broadcast (a (T, S) mask on batched scores) raises ValueError
# kind: error
# diagnosis: fails-with-broadcast-mask,error-on-valid

def mask_scores(scores, allowed):
    scores = np.asarray(scores); allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("bools or 0/1")
    out = scores.copy()
    np.putmask(out, ~allowed.astype(bool), -np.inf)
    if np.isneginf(out).all(axis=-1).any():
        raise ValueError("a row has no visible key")
    return out
