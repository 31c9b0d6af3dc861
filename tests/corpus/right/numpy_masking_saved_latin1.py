# track: numpy
# exercise: masking
# saved: latin-1
# why: saved as latin-1 with a "# -*- coding: latin-1 -*-" first line; the error message holds non-ASCII text


def mask_scores(scores, allowed):
    scores, allowed = np.asarray(scores), np.asarray(allowed).astype(bool)
    visible = np.broadcast_to(allowed, scores.shape)
    if not visible.any(axis=-1).all():
        raise ValueError("une requête n'a aucune clé visible (ligne entièrement masquée)")
    return np.where(visible, scores, -np.inf)
