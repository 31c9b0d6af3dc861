# track: torch
# exercise: heads
# why: multi_head_self_attention ports the core of Transformer-XL's RelPartialLearnableMultiHeadAttn (kimiyoung/transformer-xl) without its position terms, keeping attn_prob = F.softmax(attn_score, dim=1), written for its (qlen, klen, bsz, n_head) scores; on the kit's (..., H, T, S) scores dim 1 is the queries (unbatched) or the heads (batched), not the keys
# kind: public
# diagnosis: softmax-axis, reduced-other-axis
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    attn_score = scaled_scores(q, k)
    if allowed is not None:
        attn_score = mask_scores(attn_score, allowed)
    # attn_prob = F.softmax(attn_score, dim=1), written out
    shifted = attn_score - attn_score.amax(dim=1, keepdim=True)
    exps = shifted.exp()
    attn_prob = exps / exps.sum(dim=1, keepdim=True)
    heads = weighted_mixture(attn_prob, v)
    return merge_heads(heads) @ w_o, attn_prob
