# track: torch
# exercise: heads
# why: adds the residual connection x + ... of a Transformer block (the Annotated Transformer's SublayerConnection) to the output, which is not part of multi-head self-attention
# kind: relation
# diagnosis: offset,added-input


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return x + merge_heads(heads) @ w_o, weights
