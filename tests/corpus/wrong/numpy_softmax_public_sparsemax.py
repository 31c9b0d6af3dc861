# track: numpy
# exercise: softmax
# why: ports sparsemax (Martins & Astudillo 2016, as in the entmax package) as a "stable softmax with exact zeros": the Euclidean projection of scores / temperature onto the simplex, max(z - tau, 0); rows still sum to 1 and -inf keys get 0, but the weights are a clipped linear function of the scores, not exp(scores) normalised, and every key more than tau below its row's top score gets exactly 0
# kind: public
# diagnosis: clipped, sparse-weights
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    z = np.asarray(scores) / temp
    if np.isneginf(z).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    z = z - z.max(axis=-1, keepdims=True)
    finite = np.where(np.isneginf(z), np.finfo(z.dtype).min / 4, z)
    z_sorted = -np.sort(-finite, axis=-1)
    k = np.arange(1, z.shape[-1] + 1, dtype=z.dtype)
    cssv = np.cumsum(z_sorted, axis=-1) - 1
    support = (z_sorted - cssv / k) > 0
    k_z = support.sum(axis=-1, keepdims=True)
    tau = np.take_along_axis(cssv, k_z - 1, axis=-1) / k_z
    return np.maximum(finite - tau, 0).astype(z.dtype)
