# track: torch
# exercise: heads
# why: ports a Hugging Face attention module's forward, which returns (attn_output, attn_weights) with attn_weights set to None unless output_attentions=True; with the port's default output_attentions=False, multi_head_self_attention returns (output, None) instead of the (..., H, T, T) weights
# kind: public
# diagnosis: none-returned, returned-none


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None, output_attentions=False):
    query_states = split_heads(x @ w_q, n_heads)
    key_states = split_heads(x @ w_k, n_heads)
    value_states = split_heads(x @ w_v, n_heads)
    attn_output, attn_weights = attention(query_states, key_states, value_states, allowed)
    attn_output = merge_heads(attn_output) @ w_o
    if not output_attentions:
        attn_weights = None
    return attn_output, attn_weights
