# track: numpy
# exercise: heads
# why: attention follows the Performer's FAVOR+ (Choromanski et al. 2021), replacing exp(q.k / sqrt(d_k)) by a product of positive random features drawn with np.random on every call, so its weights and output are only an approximation and change from call to call
# kind: public
# diagnosis: not-deterministic

def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: q {q.shape} vs k {k.shape}")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} but v has S={v.shape[-2]}")
    d_k = q.shape[-1]
    n_features = 256
    omega = np.random.randn(n_features, d_k).astype(q.dtype)

    def features(x):
        x = x / d_k ** 0.25
        return np.exp(x @ omega.T - (x ** 2).sum(axis=-1, keepdims=True) / 2) / math.sqrt(n_features)

    kernel = features(q) @ np.swapaxes(features(k), -2, -1)  # ~ exp(q k^T / sqrt(d_k))
    if allowed is not None:
        hidden = np.isneginf(mask_scores(np.zeros_like(kernel), allowed))
        kernel = np.where(hidden, 0, kernel)
    weights = kernel / kernel.sum(axis=-1, keepdims=True)
    return weights @ v, weights
