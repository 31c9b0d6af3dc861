# track: numpy
# exercise: heads
# why: attention is ported from OpenAI's original GPT-2 model.py, w = w * tf.rsqrt(tf.cast(v.shape[-1], w.dtype)), which scales the logits by the width of the VALUES (equal to d_k in GPT-2), so the kit's attention divides by sqrt(d_v) and is wrong whenever d_v != d_k
# kind: public
# diagnosis: scale-dv, needs-dk-eq-dv

def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    w = q @ np.swapaxes(k, -2, -1)
    w = w * (1.0 / math.sqrt(v.shape[-1]))  # GPT-2: w * rsqrt(v.shape[-1])
    if allowed is not None:
        w = mask_scores(w, allowed)
    weights = stable_softmax(w)
    return weighted_mixture(weights, v), weights
