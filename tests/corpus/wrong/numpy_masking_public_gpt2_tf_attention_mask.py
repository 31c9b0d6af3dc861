# track: numpy
# exercise: masking
# why: causal_mask ports attention_mask(nd, ns, *, dtype) from OpenAI's gpt-2 src/model.py, i = range(nd)[:, None]; j = range(ns); m = i >= j - ns + nd; return tf.cast(m, dtype), keeping the cast to the float dtype that model multiplies with, so the triangle is right but it comes back as float32 1.0/0.0 numbers instead of a bool mask
# kind: public
# diagnosis: mask-not-bool

def causal_mask(t):
    # gpt-2/src/model.py: attention_mask(nd, ns, *, dtype)
    nd = ns = t
    i = np.arange(nd)[:, None]
    j = np.arange(ns)
    m = i >= j - ns + nd
    return m.astype(np.float32)
