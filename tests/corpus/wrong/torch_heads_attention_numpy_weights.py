# track: torch
# exercise: heads
# why: attention returns the weights as a NumPy array (.detach().cpu().numpy()) "for plotting"
# kind: array-type
# diagnosis: wrong-array-type, no-gradient


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights.detach().cpu().numpy()
