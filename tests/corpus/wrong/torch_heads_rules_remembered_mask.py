# track: torch
# exercise: heads
# why: attention remembers the last mask it was given in a module-level state and applies it again whenever it is called without one ("a decoder keeps its mask between steps"), so after any masked call every unmasked call hides keys from a mask the caller never passed (or raises when that mask does not fit)
# kind: rules
# diagnosis: fails-without-mask, bad-inner-call

_STATE = {"allowed": None}


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if allowed is None:
        allowed = _STATE["allowed"]  # keep the mask between steps
    else:
        _STATE["allowed"] = allowed
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
