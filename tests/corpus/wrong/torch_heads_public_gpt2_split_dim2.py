# track: torch
# exercise: heads
# why: multi_head_self_attention fuses the projections like Hugging Face's GPT2Attention and separates them with its line query, key, value = c_attn(hidden_states).split(split_size, dim=2), where dim=2 is the feature axis only for (batch, seq, features) input: an unbatched (T, D) x raises IndexError and inputs with more batch axes split along the positions
# kind: public
# diagnosis: fixed-ndim, crash


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    w_qkv = torch.cat((w_q, w_k, w_v), dim=-1)
    sizes = (w_q.shape[-1], w_k.shape[-1], w_v.shape[-1])
    query, key, value = (x @ w_qkv).split(sizes, dim=2)
    q = split_heads(query, n_heads)
    k = split_heads(key, n_heads)
    v = split_heads(value, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
