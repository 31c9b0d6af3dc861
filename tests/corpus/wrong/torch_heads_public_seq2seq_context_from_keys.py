# track: torch
# exercise: heads
# why: attention follows the PyTorch seq2seq tutorial's BahdanauAttention, context = torch.bmm(weights, keys), where the encoder outputs serve as keys and values at once: it mixes k instead of v, so the weights are right but the output is built from the keys (and has width d_k, not d_v)
# kind: public-code
# diagnosis: mhsa-wrong-projection,needs-dk-eq-dv
# miss: the output is mixed from k, not v: wrong widths raise where d_k != d_v, and the pattern read from those crashes is a fixed number of axes; no relation compares the output with a mixture of the keys


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    context = weighted_mixture(weights, k)  # tutorial: context = torch.bmm(weights, keys)
    return context, weights
