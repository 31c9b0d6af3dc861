# track: torch
# exercise: heads
# why: multi_head_self_attention adds "talking heads" (Shazeer et al. 2020) with a fixed uniform mixing matrix, einsum("...hts,hg->...gts", scores, full((H, H), 1/H)) before the softmax, so every head's logits are replaced by the mean of all heads' logits and every head returns the same weights
# kind: relation
# diagnosis: fails-with-several-heads, mhsa-averaged-weights, heads-alike
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    scores = scaled_scores(q, k)  # (..., H, T, T)
    # talking heads: let the heads exchange information by mixing their logits (H x H)
    talk = torch.full((n_heads, n_heads), 1.0 / n_heads, dtype=scores.dtype, device=scores.device)
    scores = torch.einsum("...hts,hg->...gts", scores, talk)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)  # (..., H, T, T)
    heads = weighted_mixture(weights, v)  # (..., H, T, d_v)
    return merge_heads(heads) @ w_o, weights
