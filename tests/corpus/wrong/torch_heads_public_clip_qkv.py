# track: torch
# exercise: heads
# why: multi_head_self_attention ports the projection step of MPT and OLMo with their clip_qkv option set to 1.0 as in the small test config the student copied along with it, clamping every query, key and value projection into [-clip_qkv, clip_qkv]; the kit's projections are not clipped, so every projected entry beyond +-1 is cut and the weights and outputs are wrong
# kind: public
# diagnosis: clipped

CLIP_QKV = 1.0


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads((x @ w_q).clamp(min=-CLIP_QKV, max=CLIP_QKV), n_heads)
    k = split_heads((x @ w_k).clamp(min=-CLIP_QKV, max=CLIP_QKV), n_heads)
    v = split_heads((x @ w_v).clamp(min=-CLIP_QKV, max=CLIP_QKV), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
