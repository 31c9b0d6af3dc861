# track: numpy
# exercise: heads
# why: multi_head_self_attention follows grouped-query attention (LLaMA 2 70B / Mistral's repeat_kv) with the n_kv_heads = 2 of the small config it was copied from: keys and values come from the first 2 head blocks of w_k and w_v and each is repeated for H / 2 query heads, so with more than 2 heads the later heads attend with the wrong keys and values (and an odd head count falls back to one shared key/value head)
# kind: public
# diagnosis: mhsa-shared-kv-head
N_KV_HEADS = 2


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    n_kv = N_KV_HEADS if n_heads % N_KV_HEADS == 0 else 1
    d_k = w_k.shape[-1] // n_heads
    d_v = w_v.shape[-1] // n_heads
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k[:, : n_kv * d_k], n_kv)
    v = split_heads(x @ w_v[:, : n_kv * d_v], n_kv)
    k = np.repeat(k, n_heads // n_kv, axis=-3)  # repeat_kv
    v = np.repeat(v, n_heads // n_kv, axis=-3)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
