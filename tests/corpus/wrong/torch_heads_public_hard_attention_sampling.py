# track: torch
# exercise: heads
# why: attention follows the stochastic "hard" attention of Show, Attend and Tell (Xu et al. 2015): it samples one key per query with torch.multinomial(weights) and returns that key's value as the output, so the output is not the weighted mixture and changes from call to call
# kind: public
# diagnosis: not-deterministic
# random: samples at random on every call, so which check first shows it, and what its values look like there (a sampled one-hot row can read as a rounding), varies from run to run

def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    flat = weights.reshape(-1, weights.shape[-1])
    picked = torch.multinomial(flat.detach(), 1)
    hard = torch.zeros_like(flat).scatter(-1, picked, 1.0).reshape(weights.shape)
    return weighted_mixture(hard, v), weights
