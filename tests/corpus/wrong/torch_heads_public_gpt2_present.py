# track: torch
# exercise: heads
# why: ports attn() from OpenAI's original GPT-2 model.py, which returns (a, present) with present = tf.stack([k, v], axis=1), the keys and values kept for the next decoding step; multi_head_self_attention therefore returns the stacked key/value heads where the attention weights belong (and raises when d_v != d_k, as k and v cannot be stacked)
# kind: public
# diagnosis: not-a-pair, weights-item-shape


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    present = torch.stack([k, v], dim=1)
    heads, _ = attention(q, k, v, allowed)
    a = merge_heads(heads) @ w_o
    return a, present
