# track: torch
# exercise: heads
# why: ports the output gate of "Gated Attention for Large Language Models" (Qiu et al. 2025, as in Qwen3-Next), heads * sigmoid(x @ W_gate) applied to every head before the output projection; the kit gives no gate weights, so the port keeps W_gate at its zero initialisation, sigmoid(0) = 0.5, and every output of multi-head attention is half the expected one (the weights are right)
# kind: public
# diagnosis: ratio
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v)
    w_gate = x.new_zeros(x.shape[-1], w_v.shape[-1])  # gate projection, zero-initialised
    gate = torch.sigmoid(split_heads(x @ w_gate, n_heads))  # elementwise, per head
    return merge_heads(heads * gate) @ w_o, weights
