# track: torch
# exercise: heads
# why: attention is built from "version 3" of Karpathy's "Let's build GPT" notebook, wei = torch.zeros(T, T), masked with -inf and softmaxed, whose affinities were to become data-dependent later; the port keeps the zeros (of the scores' shape) in place of the scores, so every query spreads its weight uniformly over its visible keys and q and k have no effect
# kind: public
# diagnosis: logit-ratio:0


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    wei = torch.zeros_like(scaled_scores(q, k))  # affinities start at zero, as in the notebook
    if allowed is not None:
        wei = mask_scores(wei, allowed)  # wei.masked_fill(tril == 0, float('-inf'))
    weights = stable_softmax(wei)
    return weighted_mixture(weights, v), weights
