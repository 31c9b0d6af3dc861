# track: torch
# exercise: heads
# why: multi_head_self_attention ports the differential attention of the DIFF Transformer (Ye et al. 2024): each head's queries and keys are cut into two halves, and the weights are softmax(Q1 K1^T) - lambda softmax(Q2 K2^T) with lambda at its first-layer initial value 0.8 - 0.6 exp(0) = 0.2; the kit's attention is a single softmax, so every row of the returned weights sums to 0.8 and the output mixes the values with those differential weights
# kind: public
# diagnosis: row-sum

_LAMBDA_INIT = 0.8 - 0.6 * math.exp(-0.3 * 0)


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    half = q.shape[-1] // 2
    if half == 0:
        q1, q2, k1, k2 = q, q, k, k
    else:
        q1, q2 = q[..., :half], q[..., half:]
        k1, k2 = k[..., :half], k[..., half:]
    _, a1 = attention(q1, k1, v, allowed)
    _, a2 = attention(q2, k2, v, allowed)
    weights = a1 - _LAMBDA_INIT * a2
    return merge_heads(weights @ v) @ w_o, weights
