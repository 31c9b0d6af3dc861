# track: numpy
# exercise: heads
# why: multi_head_self_attention follows picoGPT's fused projection, x @ c_attn then np.split(qkv, 3, axis=-1), with c_attn = np.concatenate([w_q, w_k, w_v], axis=-1); three equal parts are q, k and v only when d_v = d_k: otherwise np.split raises ValueError (no equal division) or cuts k and v at the wrong columns
# kind: public
# diagnosis: needs-dk-eq-dv

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    # picoGPT mha: x = linear(x, **c_attn); qkv = np.split(x, 3, axis=-1)
    c_attn = np.concatenate([w_q, w_k, w_v], axis=-1)
    qkv = np.split(x @ c_attn, 3, axis=-1)
    q, k, v = (split_heads(a, n_heads) for a in qkv)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
