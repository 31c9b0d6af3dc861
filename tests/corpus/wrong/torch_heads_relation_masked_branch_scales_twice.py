# track: torch
# exercise: heads
# why: attention's masked branch was pasted from the lesson's inline code and divides the scores from scaled_scores by sqrt(d_k) a second time, so masked attention uses scores divided by d_k while unmasked attention is right
# kind: relation
# diagnosis: ratio,scale-dk,fails-with-mask

def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores / math.sqrt(q.shape[-1]), allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
