# track: numpy
# exercise: heads
# why: ports GPT-NeoX / LLaMA attention and applies rotary position embeddings (rotate_half with base 10000) to every head's queries and keys before attention; the kit's multi-head self-attention has no positional rotation, so all scores (except those between position 0 and itself) change and the weights and output are wrong (1-position inputs are right)
# kind: public
# diagnosis: mhsa-wrong-projection
# miss: a rotation that depends on the position has no relation to the expected values; no pattern says 'right with one position only'
def _rotate_half(x):
    half = x.shape[-1] // 2
    return np.concatenate([-x[..., half:], x[..., :half]], axis=-1)


def _apply_rope(x):
    t, d = x.shape[-2], x.shape[-1]
    inv_freq = 1.0 / (10000 ** (np.arange(0, d - d % 2, 2) / d))
    angles = np.arange(t)[:, None] * inv_freq[None, :]  # (T, d/2)
    emb = np.concatenate([angles, angles], axis=-1)
    if d % 2:
        emb = np.concatenate([emb, np.zeros((t, 1))], axis=-1)
    cos, sin = np.cos(emb).astype(x.dtype), np.sin(emb).astype(x.dtype)
    return x * cos + _rotate_half(x) * sin


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = _apply_rope(split_heads(x @ w_q, n_heads))
    k = _apply_rope(split_heads(x @ w_k, n_heads))
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
