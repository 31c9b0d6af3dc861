# track: numpy
# exercise: heads
# why: follows picoGPT's mha, np.split of each projection into heads and one attention call per head, and collects the per-head weights with np.stack(weights), which puts the head axis first (H, ..., T, T) instead of just before T (and hands a mask with a head axis whole to every head)
# kind: public-code
# diagnosis: permuted, split-heads-first, fixed-leading-axes


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    if n_heads < 1 or w_q.shape[-1] % n_heads or w_v.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must divide the projected widths")
    q_heads = np.split(x @ w_q, n_heads, axis=-1)
    k_heads = np.split(x @ w_k, n_heads, axis=-1)
    v_heads = np.split(x @ w_v, n_heads, axis=-1)
    out_heads, weight_heads = [], []
    for q, k, v in zip(q_heads, k_heads, v_heads):
        out, w = attention(q, k, v, allowed)
        out_heads.append(out)
        weight_heads.append(w)
    return np.concatenate(out_heads, axis=-1) @ w_o, np.stack(weight_heads)
