# track: torch
# exercise: heads
# why: multi_head_self_attention ports Grok-1's attention, attn_logits = q @ k^T * attn_output_multiplier with the config's constant 0.08838834764831845 (1/sqrt(128), Grok's head width), so every head's scores are divided by sqrt(128) whatever d_k is
# kind: public
# diagnosis: logit-ratio:fixed-scale, ratio
import torch

attn_output_multiplier = 0.08838834764831845


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    attn_logits = (q @ k.transpose(-2, -1)) * attn_output_multiplier
    if allowed is not None:
        attn_logits = mask_scores(attn_logits, allowed)
    weights = stable_softmax(attn_logits)
    heads = weighted_mixture(weights, v)
    return merge_heads(heads) @ w_o, weights
