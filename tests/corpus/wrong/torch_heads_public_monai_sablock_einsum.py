# track: torch
# exercise: heads
# why: attention ports the two einsums of MONAI's SABlock (the ViT/UNETR self-attention block), att = einsum("blxd,blyd->blxy", q, k) * d ** -0.5 and out = einsum("bhxy,bhyd->bhxd", att, v), whose subscripts name exactly four axes (batch, head, position, feature): right for (B, H, T, d) inputs, but attention on 2-D, 3-D or 5-D inputs raises RuntimeError
# kind: public
# diagnosis: fixed-ndim, fixed-leading-axes, fails-with-leading-axes

import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = q.shape[-1] ** -0.5
    att_mat = torch.einsum("blxd,blyd->blxy", q, k) * scale
    if allowed is not None:
        att_mat = mask_scores(att_mat, allowed)
    att_mat = stable_softmax(att_mat)
    x = torch.einsum("bhxy,bhyd->bhxd", att_mat, v)
    return x, att_mat
