# track: torch
# exercise: heads
# why: attention returns its weights as weights.to(torch.bfloat16) "to halve the memory of the attention map" (the output is computed from the full-precision weights), so the returned weights have another dtype than the inputs
# kind: rules-types
# diagnosis: dtype-changed

def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights.to(torch.bfloat16)
