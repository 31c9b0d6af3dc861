# track: torch
# exercise: heads
# why: multi_head_self_attention ports the head gating of Mixture-of-Head attention (MoH, Jin et al. 2024) with its router at its zero initialisation: every head's output is multiplied by its gate, softmax over zero router logits, 1/H each, before the heads are merged, so the output is 1/H times the expected one (the weights returned are right)
# kind: relation
# diagnosis: ratio


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v)
    router_logits = heads.new_zeros(n_heads)  # learned per token in MoH; zero as initialised
    gates = router_logits.exp() / router_logits.exp().sum()  # softmax over the heads
    gates = gates.reshape(-1, 1, 1)  # (H, 1, 1)
    return merge_heads(heads * gates) @ w_o, weights
