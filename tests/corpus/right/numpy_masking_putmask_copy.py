# track: numpy
# exercise: masking
# why: np.putmask on a copy of the scores, errors as a ValueError subclass, causal mask from np.arange comparison


class MaskError(ValueError):
    """Raised for masks that do not fit the scores."""


def causal_mask(t):
    positions = np.arange(t)
    return positions[:, None] >= positions[None, :]


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    try:
        hidden = ~np.broadcast_to(allowed != 0, scores.shape)
    except ValueError:
        raise MaskError(f"mask {allowed.shape} does not broadcast to scores {scores.shape}") from None
    if hidden.all(axis=-1).any():
        raise MaskError("some query row has no visible key")
    out = scores.copy()
    np.putmask(out, hidden, -np.inf)
    return out
