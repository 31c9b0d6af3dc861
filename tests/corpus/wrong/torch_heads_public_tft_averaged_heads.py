# track: torch
# exercise: heads
# why: multi_head_self_attention follows the InterpretableMultiHeadAttention of the Temporal Fusion Transformer (pytorch-forecasting), outputs = torch.mean(head, dim=2) when n_head > 1, averaging the heads' outputs before the output projection instead of concatenating them, so the (..., T, d_v) average no longer fits w_o (H*d_v, D) and every call with several heads raises
# kind: public
# diagnosis: fails-with-several-heads, crash


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v)
    outputs = heads.mean(dim=-3) if n_heads > 1 else heads.squeeze(-3)
    return outputs @ w_o, weights
