# track: numpy
# exercise: masking
# why: builds np.ma.masked_array(scores, mask=~allowed).filled(-inf), but a masked array needs a mask of the data's exact size, so any mask that only broadcasts (a (T, S) mask on batched scores) raises MaskError
# kind: crash
# diagnosis: crash,fails-with-broadcast-mask


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    visible = np.asarray(allowed).astype(bool)
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    hidden = np.ma.masked_array(scores, mask=~visible)
    return hidden.filled(-np.inf)
