# track: torch
# exercise: heads
# why: attention tidies the returned map after mixing with weights[weights < 1e-12] = 0.0, an in-place write into the tensor the matmul saved for its backward, so the values are right but backpropagating through attention and multi-head attention raises RuntimeError
# kind: rules
# diagnosis: in-place-autograd


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)  # (..., T, S)
    output = weighted_mixture(weights, v)  # (..., T, d_v)
    weights[weights < 1e-12] = 0.0  # clean numerical dust out of the map for display
    return output, weights
