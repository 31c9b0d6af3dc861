# track: torch
# exercise: heads
# why: attention calls the student's own stable_softmax(scores, dim=-1) out of F.softmax habit; stable_softmax has no dim parameter, so every call of attention raises TypeError
# kind: crash
# diagnosis: crash


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores, dim=-1)
    return weighted_mixture(weights, v), weights
